import styles from './blocks.module.css';

/** Says the page shows a draft layout (preview mode), not what visitors see. */
export function PreviewNotice({ text }: { text: string }) {
  return (
    <p className={styles.preview} role="status">
      {text}
    </p>
  );
}
