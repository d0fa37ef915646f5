import { z } from 'zod/mini';
import { balancedBidi, isolatedText, userTextChecks, userTextProblem, withoutRefusedCharacters } from './user-text';

describe('the user-text rule', () => {
  it('refuses lone surrogates (either half), not a pair', () => {
    expect(userTextProblem('ok 😀', 'single-line')).toBeNull();
    expect(userTextProblem('broken \uD83D', 'single-line')).toBe('lone-surrogate');
    expect(userTextProblem('\uDE00 broken', 'multi-line')).toBe('lone-surrogate');
  });

  it('refuses control characters; tab and line breaks only where text spans lines', () => {
    for (const control of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F']) {
      expect(userTextProblem(`a${control}b`, 'multi-line')).toBe('control-character');
      expect(userTextProblem(`a${control}b`, 'single-line')).toBe('control-character');
    }
    expect(userTextProblem('a\tb\nc\r\nd', 'multi-line')).toBeNull();
    expect(userTextProblem('a\tb', 'single-line')).toBe('control-character');
    expect(userTextProblem('a\nb', 'single-line')).toBe('control-character');
  });

  it('keeps bidirectional controls and every other character', () => {
    expect(userTextProblem('abc\u202Egnp.exe\u202C \u2067שלום\u2069 \u200B\uFEFF', 'single-line')).toBeNull();
  });

  it('as zod checks: the issue names the problem for the backend, the message is the caller’s', () => {
    const schema = z.string().check(...userTextChecks('single-line', 'characters'));
    const issues = z.safeParse(schema, 'a\u0000').error!.issues;
    expect(issues).toMatchObject([{ code: 'custom', message: 'characters', params: { userText: 'control-character' } }]);
    expect(z.safeParse(schema, 'fine').success).toBe(true);
  });

  it('takes out what it refuses where text cannot be refused (tabs become spaces on one line)', () => {
    expect(withoutRefusedCharacters('Paris\t\u0000\uD83D', 'single-line')).toBe('Paris ');
    expect(withoutRefusedCharacters('a\tb\n\u0007c', 'multi-line')).toBe('a\tb\nc');
    expect(withoutRefusedCharacters('unchanged 😀', 'single-line')).toBe('unchanged 😀');
  });
});

describe('bidirectional controls when shown', () => {
  it('closes what the text leaves open and drops closers it did not open', () => {
    expect(balancedBidi('plain')).toBe('plain');
    expect(balancedBidi('\u202Eabc')).toBe('\u202Eabc\u202C');
    expect(balancedBidi('\u2069\u202Cabc')).toBe('abc');
    expect(balancedBidi('\u2067a\u202Bb')).toBe('\u2067a\u202Bb\u202C\u2069');
    // A PDI closes its isolate and the embeddings opened inside it; a PDF never reaches out of an isolate.
    expect(balancedBidi('\u2066\u202Ea\u2069\u202Cb')).toBe('\u2066\u202Ea\u2069b');
    expect(balancedBidi('abc\u202Egnp.exe\u202C')).toBe('abc\u202Egnp.exe\u202C');
  });

  it('wraps text for plain strings in a first-strong isolate', () => {
    expect(isolatedText('\u2069\u202Eabc')).toBe('\u2068\u202Eabc\u202C\u2069');
  });
});
