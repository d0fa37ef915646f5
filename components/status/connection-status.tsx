import styles from './connection-status.module.css';

/**
 * A connection's state in words with a coloured dot (the dot is decoration: the words carry the meaning).
 * `view` is one of lib/realtime's connection views; the caller translates the label. `widest`: the longest of the
 * labels it can show; on narrow screens the words keep its width, so a change of state ("waiting for connection" ->
 * "online" right after the page loads) does not re-flow the wrapping line it sits in (reserved by a hidden
 * pseudo-element, not text).
 */
export function ConnectionStatus({
  view,
  label,
  tone = 'light',
  testId = 'connection',
  className,
  widest,
}: {
  view: string;
  label: string;
  widest?: string;
  tone?: 'light' | 'dark';
  testId?: string;
  className?: string;
}) {
  return (
    <p className={className ? `${styles.connection} ${className}` : styles.connection} data-view={view} data-tone={tone} data-testid={testId}>
      <span className={styles.dot} aria-hidden="true" />
      {widest ? (
        <span className={styles.label} data-widest={widest}>
          {label}
        </span>
      ) : (
        label
      )}
    </p>
  );
}
