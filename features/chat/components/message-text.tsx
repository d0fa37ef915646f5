import { balancedBidi } from '@/contract/user-text';
import { linkify } from '../model/linkify';
import styles from './chat.module.css';

/** Link attributes of text other people wrote: no opener access, no referrer, no ranking credit. */
export const USER_LINK_REL = 'noopener noreferrer nofollow ugc';

/**
 * A message's text as text: React escapes every character, http(s) addresses become links that open in a new tab.
 * `dir="auto"` isolates the text's direction and its direction controls are closed inside it (`balancedBidi`), so a
 * right-to-left override inside it cannot flip the line around it.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text} dir="auto">
      {linkify(balancedBidi(text)).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} rel={USER_LINK_REL} target="_blank">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
