import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Rendered element; 'section' (with a heading inside) or 'article' for landmarks, 'div' by default. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Tighter padding for dense lists. */
  dense?: boolean;
  children: ReactNode;
}

/** A surface panel with border and radius. */
export function Card({ as: Tag = 'div', dense = false, className, ...props }: CardProps) {
  return (
    <Tag
      className={[styles.card, dense ? styles.dense : '', className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}

/** A card's title row: a heading (level as given) and optional actions at the end. */
export function CardHeader({
  title,
  level = 2,
  actions,
}: {
  title: ReactNode;
  level?: 2 | 3 | 4;
  actions?: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.header}>
      <Heading className={styles.title}>{title}</Heading>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
