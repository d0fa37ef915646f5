import { balancedBidi } from '@/contract/user-text';

/**
 * Text someone wrote (a name, an answer), shown inline among other words: `<bdi>` gives it its own direction, and
 * its bidirectional controls are closed inside it (contract/user-text.ts), so a right-to-left override in a team
 * name cannot reorder the row or sentence around it. Where the text fills an element alone, that element takes
 * `dir="auto"` and `balancedBidi(text)` instead.
 */
export function UserText({ text }: { text: string }) {
  return <bdi>{balancedBidi(text)}</bdi>;
}
