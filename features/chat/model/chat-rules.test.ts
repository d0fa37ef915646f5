import { describe, expect, it } from 'vitest';
import { chatLimits } from '@/contract/chat-settings';
import { draftProblem, sendBlock } from './chat-rules';

describe('chat lock rules', () => {
  it('the organiser lock wins, then open answers; otherwise sending is allowed', () => {
    expect(sendBlock({ locked: true, answersOpen: true })).toBe('locked');
    expect(sendBlock({ locked: true, answersOpen: false })).toBe('locked');
    expect(sendBlock({ locked: false, answersOpen: true })).toBe('round');
    expect(sendBlock({ locked: null, answersOpen: false })).toBeNull();
    expect(sendBlock({ locked: false, answersOpen: false })).toBeNull();
  });

  it('refuses empty and invisible-only drafts and drafts over the limit, never rewrites the text', () => {
    expect(draftProblem('')).toBe('empty');
    expect(draftProblem(' \n\t\u200B\u200D\uFEFF')).toBe('empty');
    expect(draftProblem('x'.repeat(chatLimits.maxLength))).toBeNull();
    expect(draftProblem('x'.repeat(chatLimits.maxLength + 1))).toBe('too-long');
    expect(draftProblem('  hi  ')).toBeNull();
    expect(draftProblem('👨‍👩‍👧‍👦')).toBeNull();
  });

  it('refuses a broken character or a control character, as the server would (line breaks and tabs are fine)', () => {
    expect(draftProblem('half an emoji \uD83D')).toBe('characters');
    expect(draftProblem('bell\u0007')).toBe('characters');
    expect(draftProblem('line 1\n\tline 2 \u202Eעברית')).toBeNull();
  });
});
