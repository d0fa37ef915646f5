import { chatLimits } from '@/contract/chat-settings';
import { type ChatRefusalReason } from '@/contract/schemas/chat';
import { userTextProblem } from '@/contract/user-text';

/** Whitespace and the invisible characters a message made only of would still show as nothing. */
const INVISIBLE_ONLY = /^[\s\u200B-\u200D\u2060\uFEFF]*$/u;

export interface SendSituation {
  text: string;
  /** The organiser locked the chat. */
  locked: boolean;
  /** A round is under way with answers open (the chat must never compete with answering). */
  answersOpen: boolean;
}

export type Refusal = { reason: ChatRefusalReason; params?: Record<string, number> };

/**
 * Why a message may not be sent now, or null. The game's state first (the reason a player can do nothing about
 * but wait), then the text (the user-text rule: no lone surrogates, no control characters but tab and line breaks).
 * The text is never rewritten: what passes is stored exactly as typed.
 */
export function refusalFor({ text, locked, answersOpen }: SendSituation): Refusal | null {
  if (locked) return { reason: 'locked' };
  if (answersOpen) return { reason: 'round' };
  if (INVISIBLE_ONLY.test(text)) return { reason: 'empty' };
  if (userTextProblem(text, 'multi-line')) return { reason: 'characters' };
  if (text.length > chatLimits.maxLength) return { reason: 'too-long', params: { max: chatLimits.maxLength } };
  return null;
}
