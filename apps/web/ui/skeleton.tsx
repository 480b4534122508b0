import styles from './skeleton.module.css';

/** A shimmering placeholder block of a given size, hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  radius,
  className,
}: {
  width?: string | number;
  height?: string | number;
  radius?: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ inlineSize: width, blockSize: height, borderRadius: radius }}
    />
  );
}

/** A list of skeleton rows with a polite "Loading…" for screen readers. */
export function SkeletonList({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" className={styles.list}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={index} height="3.5rem" radius="var(--radius-md)" />
      ))}
    </div>
  );
}
