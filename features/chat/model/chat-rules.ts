import { chatLimits } from '@/contract/chat-settings';
import { userTextProblem } from '@/contract/user-text';
import type { DraftProblem, SendBlock } from '../types';

/** Whitespace and invisible characters: a message of only these shows as nothing (the server refuses it too). */
const INVISIBLE_ONLY = /^[\s\u200B-\u200D\u2060\uFEFF]*$/u;

/** Why nothing can be sent now: the organiser's lock first, then answers being open. Null: sending is allowed. */
export function sendBlock(state: { locked: boolean | null; answersOpen: boolean }): SendBlock | null {
  if (state.locked) return 'locked';
  if (state.answersOpen) return 'round';
  return null;
}

/** What is wrong with a draft as a message (the server's rules). */
export function draftProblem(text: string): DraftProblem | null {
  if (INVISIBLE_ONLY.test(text)) return 'empty';
  if (userTextProblem(text, 'multi-line')) return 'characters';
  if (text.length > chatLimits.maxLength) return 'too-long';
  return null;
}
