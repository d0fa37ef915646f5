import styles from './chatbot-button.module.css';

/**
 * The support chat-bot hint: a plain link, no script until the visitor chooses to open it. Its visible hint is its
 * accessible name (visually hidden on narrow screens), so what is seen and what is announced match.
 */
export function ChatbotButton({ href, hint }: { href: string; hint: string }) {
  return (
    <a className={styles.button} href={href} target="_blank" rel="noopener noreferrer">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
        <path d="M4 5h16v11H8l-4 4V5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className={styles.hint}>{hint}</span>
    </a>
  );
}
