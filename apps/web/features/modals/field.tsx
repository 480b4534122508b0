'use client';

import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from './form.module.css';

interface FieldShellProps {
  label: ReactNode;
  /** The field's error text; ties itself to the control with aria-describedby and aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
}

type InputFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, error, hint, className, ...input }: InputFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectFieldProps = FieldShellProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode };

/** A labelled native select with its error tied to it. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message: an error (role=alert) or a success/info notice (role=status). */
export function FormMessage({
  tone = 'error',
  children,
  action,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
      {action ? <div className={styles.messageAction}>{action}</div> : null}
    </div>
  );
}

/** A row of text-style buttons/links under a form ("Forgot password?", "Create an account"). */
export function FormLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>;
}

/** A button that looks like a link, for switching between modals. */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}
