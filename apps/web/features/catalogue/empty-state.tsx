import styles from './empty-state.module.css';

/** A quiet note where a listing has nothing to show. */
export function EmptyState({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}
