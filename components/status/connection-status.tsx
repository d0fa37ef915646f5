import styles from './connection-status.module.css';

/**
 * A connection's state in words with a coloured dot (the dot is decoration: the words carry the meaning).
 * `view` is one of lib/realtime's connection views; the caller translates the label.
 */
export function ConnectionStatus({
  view,
  label,
  tone = 'light',
  testId = 'connection',
  className,
}: {
  view: string;
  label: string;
  tone?: 'light' | 'dark';
  testId?: string;
  className?: string;
}) {
  return (
    <p className={className ? `${styles.connection} ${className}` : styles.connection} data-view={view} data-tone={tone} data-testid={testId}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </p>
  );
}
