import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/render-with-intl';
import type { ChatMessage } from '../types';
import { ChatMessageItem } from './chat-message-item';
import { USER_LINK_REL } from './message-text';

const tenKilobytes = Array.from({ length: 10 * 1024 }, (_, i) => 'абвгд<>&"\'efgh'[i % 14]).join('');

/** What people paste into chats to break pages, and text that must survive exactly as typed. */
const corpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<svg onload=alert(1)><circle/></svg>',
  '<a href="javascript:alert(1)">click me</a>',
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1) and data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'look https://example.com/"onmouseover="alert(1) here',
  'https://example.com/search?q=<script>alert(1)</script>',
  '&lt;b&gt;not bold&lt;/b&gt; &amp; {{constructor.constructor("alert(1)")()}}',
  '<style>body{display:none}</style><iframe src="https://evil.test"></iframe>',
  'abc\u202Egnp.exe\u202C and \u202Bright-to-left\u202C',
  'zero\u200Bwidth\u200Cjoin\u200Dchars\u2060and\uFEFFbom',
  '👨‍👩‍👧‍👦 🏳️‍🌈 👩🏽‍💻 🇫🇷 1️⃣',
  'line one\nline two\n\n  indented',
  tenKilobytes,
];

const message = (text: string, id = 1): ChatMessage => ({
  id,
  text,
  createdAt: Date.parse('2025-03-19T09:05:00Z'),
  author: { userId: 2, name: 'Мария <b>Соколова</b>', teamName: '<img src=x onerror=alert(2)>', role: 'player' },
});

describe('a chat message renders any text inert and intact', () => {
  it.each(corpus.map((text, i) => [i, text] as const))('corpus item %i', (_, text) => {
    const { container } = renderWithIntl(<ChatMessageItem message={message(text)} own={false} />);
    const paragraph = container.querySelector('p[dir="auto"]')!;
    // Intact: every character as typed, whatever it looks like.
    expect(paragraph.textContent).toBe(text);
    // Inert: the only elements the text may produce are links to http(s) addresses, with safe rel and no handlers.
    for (const element of paragraph.querySelectorAll('*')) {
      expect(element.tagName).toBe('A');
      expect(element.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(element.getAttribute('rel')).toBe(USER_LINK_REL);
      expect([...element.attributes].map((a) => a.name).sort()).toEqual(['href', 'rel', 'target']);
    }
    expect(container.querySelectorAll('script, img, svg, iframe, style')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      expect([...element.attributes].filter((a) => a.name.startsWith('on'))).toEqual([]);
      expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    // The author's names are text too.
    expect(screen.getByText('<img src=x onerror=alert(2)>')).toBeInTheDocument();
  });

  it('turns http and https addresses into safe links without changing the text', () => {
    const text = 'Rules: https://quiz.test/rules?x=1&y=2. Old: http://example.com, bad: javascript:alert(1), ftp://x.test';
    const { container } = renderWithIntl(<ChatMessageItem message={message(text)} own />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://quiz.test/rules?x=1&y=2', 'http://example.com/']);
    expect(links.map((a) => a.textContent)).toEqual(['https://quiz.test/rules?x=1&y=2', 'http://example.com']);
    expect(links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel') === 'noopener noreferrer nofollow ugc')).toBe(true);
    expect(container.querySelector('p[dir="auto"]')!.textContent).toBe(text);
  });

  it("shows the author team, the time in the reader's language and marks the reader's own message", () => {
    const own = { ...message('Привет'), author: { userId: 1, name: 'Иван', teamName: 'Эрудиты', role: 'player' as const } };
    renderWithIntl(<ChatMessageItem message={own} own />, 'ru');
    expect(screen.getByText('Эрудиты')).toBeInTheDocument();
    expect(screen.getByText('(вы)')).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('time')!.getAttribute('dateTime')).toBe('2025-03-19T09:05:00.000Z');
    const staff = { ...message('Раунд через 5 минут', 3), author: { userId: 9, name: 'Сергей', teamName: null, role: 'staff' as const } };
    renderWithIntl(<ChatMessageItem message={staff} own={false} />, 'fr');
    expect(screen.getByText('Organisateur')).toBeInTheDocument();
  });

  it('direction controls left open, or a stray closer, stay inside the text and the names that hold them', () => {
    // A stray Pop Directional Isolate would end the isolation early; an open override would mirror what follows.
    const hostile = { ...message('\u2069\u202Eпривет'), author: { userId: 2, name: '\u2069\u202EМария', teamName: '\u2067Совы', role: 'player' as const } };
    const { container } = renderWithIntl(<ChatMessageItem message={hostile} own={false} />);
    const isolated = [...container.querySelectorAll('[dir="auto"]')].map((el) => el.textContent);
    expect(isolated).toEqual(['\u2067Совы\u2069', '\u202EМария\u202C', '\u202Eпривет\u202C']);
  });
});
