import { INTER_CACHED_ATTRIBUTE, INTER_CACHED_SCRIPT, warmInterForNextVisit } from './inter-next-visit';

/** The browser's FontFaceSet, which jsdom lacks: records what the page asked it to load. */
function fakeFonts(outcome: (font: string) => Promise<unknown[]>) {
  const asked: string[] = [];
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { load: (font: string, text: string) => (asked.push(`${font} ${text}`), outcome(font)) },
  });
  return asked;
}

const runHeadScript = () => new Function(INTER_CACHED_SCRIPT)();

describe('Inter for the next visit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    document.documentElement.removeAttribute(INTER_CACHED_ATTRIBUTE);
    document.documentElement.style.setProperty('--font-inter-latin', '"interLatin"');
    document.documentElement.style.setProperty('--font-inter-cyrillic', '"interCyrillic"');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.lang = '';
  });

  it('names Inter from the first paint only once a visit has cached it', () => {
    runHeadScript();
    expect(document.documentElement.hasAttribute(INTER_CACHED_ATTRIBUTE)).toBe(false);
    localStorage.setItem('inter-cached', '1');
    runHeadScript();
    expect(document.documentElement.hasAttribute(INTER_CACHED_ATTRIBUTE)).toBe(true);
  });

  it('keeps the fallback, without an error, where storage is refused', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHeadScript).not.toThrow();
    expect(document.documentElement.hasAttribute(INTER_CACHED_ATTRIBUTE)).toBe(false);
    getItem.mockRestore();
  });

  it('loads the Latin and Cyrillic faces of a Russian page when the browser is idle after the load, then remembers them', async () => {
    document.documentElement.lang = 'ru';
    const asked = fakeFonts(async () => [{}]);
    warmInterForNextVisit(document);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(asked).toEqual(['1em "interLatin" a', '1em "interCyrillic" Ж']);
    expect(localStorage.getItem('inter-cached')).toBe('1');
    runHeadScript();
    expect(document.documentElement.hasAttribute(INTER_CACHED_ATTRIBUTE)).toBe(true);
  });

  it('loads only the Latin face of an English or French page', async () => {
    document.documentElement.lang = 'fr';
    const asked = fakeFonts(async () => [{}]);
    warmInterForNextVisit(document);
    await vi.advanceTimersByTimeAsync(250);
    expect(asked).toEqual(['1em "interLatin" a']);
  });

  it('remembers nothing when a face could not be loaded', async () => {
    document.documentElement.lang = 'ru';
    fakeFonts(async (font) => {
      if (font.includes('interCyrillic')) throw new DOMException('offline', 'NetworkError');
      return [{}];
    });
    warmInterForNextVisit(document);
    await vi.advanceTimersByTimeAsync(250);
    expect(localStorage.getItem('inter-cached')).toBeNull();
  });

  it('does nothing on a page already in Inter, or once the page is left', async () => {
    const asked = fakeFonts(async () => [{}]);
    document.documentElement.setAttribute(INTER_CACHED_ATTRIBUTE, '');
    warmInterForNextVisit(document);
    document.documentElement.removeAttribute(INTER_CACHED_ATTRIBUTE);
    const cancel = warmInterForNextVisit(document);
    cancel();
    await vi.advanceTimersByTimeAsync(2500);
    expect(asked).toEqual([]);
  });
});
