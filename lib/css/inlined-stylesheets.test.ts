import { markInlinedStylesheets, markInlinedStylesheetsSoon } from './inlined-stylesheets';

const links = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => ({
    href: link.getAttribute('href'),
    disabled: link.hasAttribute('disabled'),
  }));

describe('markInlinedStylesheets', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one disabled stylesheet link per inlined address, so a preload of it finds the stylesheet', () => {
    document.head.innerHTML = `
      <style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css">.a{}</style>
      <style data-precedence="next" data-href="/_next/static/chunks/c.css">.c{}</style>
      <style>.not-a-resource{}</style>`;
    markInlinedStylesheets(document);
    expect(links()).toEqual([
      { href: '/_next/static/chunks/a.css', disabled: true },
      { href: '/_next/static/chunks/b.css', disabled: true },
      { href: '/_next/static/chunks/c.css', disabled: true },
    ]);
    // React's preload looks for exactly this selector before inserting a preload.
    expect(document.querySelector('link[rel="stylesheet"][href="/_next/static/chunks/b.css"]')).not.toBeNull();
  });

  it('is idempotent and leaves real stylesheet links alone', () => {
    document.head.innerHTML = `
      <link rel="stylesheet" href="/_next/static/chunks/linked.css">
      <style data-precedence="next" data-href="/_next/static/chunks/linked.css /_next/static/chunks/a.css">.a{}</style>`;
    markInlinedStylesheets(document);
    markInlinedStylesheets(document);
    expect(links()).toEqual([
      { href: '/_next/static/chunks/linked.css', disabled: false },
      { href: '/_next/static/chunks/a.css', disabled: true },
    ]);
  });
});

describe('markInlinedStylesheetsSoon', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '<style data-precedence="next" data-href="/_next/static/chunks/a.css">.a{}</style>';
  });
  afterEach(() => vi.useRealTimers());

  it('leaves the head alone while hydration runs its effects, and marks it in the first quiet moment', () => {
    markInlinedStylesheetsSoon(document);
    expect(links()).toEqual([]);
    vi.runAllTimers();
    expect(links()).toEqual([{ href: '/_next/static/chunks/a.css', disabled: true }]);
  });

  it.each(['pointerdown', 'keydown'])('marks it at once on a %s that comes first, and only once', (type) => {
    markInlinedStylesheetsSoon(document);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(links()).toEqual([{ href: '/_next/static/chunks/a.css', disabled: true }]);
    document.head.querySelector('link')!.remove();
    vi.runAllTimers();
    window.dispatchEvent(new Event(type));
    expect(links()).toEqual([]);
  });

  it('does nothing once cancelled (the providers unmounted)', () => {
    markInlinedStylesheetsSoon(document)();
    window.dispatchEvent(new Event('pointerdown'));
    vi.runAllTimers();
    expect(links()).toEqual([]);
  });
});
