import { inlineScriptHashes, scriptHash } from './inline-script-hashes';

// Digests computed once outside the code under test (sha256, base64), so a wrong encoding or algorithm fails.
const PUSH_0 = 'sha256-VXfQxoId3eHgS78yBQY2mYYWuOAzZGdxULBMV816UdU=';
const A_NEWLINE_B = 'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=';
const E_ACUTE = 'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw=';

/** What a spec HTML parser (jsdom's, as the browser's) reads as each inline script's text. */
function parsedScriptTexts(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('script')].filter((s) => !s.hasAttribute('src') && s.text !== '').map((s) => s.text);
}

describe('inlineScriptHashes', () => {
  it('hashes the UTF-8 bytes of each inline script as sha256 hash sources', () => {
    expect(inlineScriptHashes('<body><script>self.__next_f.push([0])</script><script>é</script></body>')).toEqual([PUSH_0, E_ACUTE]);
  });

  it('normalises newlines as the HTML parser does before hashing', () => {
    expect(inlineScriptHashes('<script>a\r\nb</script><script>a\rb</script>')).toEqual([A_NEWLINE_B]);
  });

  it('leaves out external scripts, empty ones and elements that only look like scripts', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script async SRC=/b.js></script>',
      "<script data-src='x' src='/c.js'>ignored()</script>",
      '<script></script>',
      '<script-panel>not a script</script-panel>',
      '<scripts>nor this</scripts>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('lists a repeated script once', () => {
    expect(inlineScriptHashes('<script>self.__next_f.push([0])</script><p></p><script>self.__next_f.push([0])</script>')).toEqual([PUSH_0]);
  });

  it('agrees with a spec HTML parser on a document shaped like the ones Next renders', () => {
    const html = [
      '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
      '<script src="/_next/static/chunks/turbopack.js" async=""></script>',
      '<style>.a>.b{color:red}</style></head><body><a href="/x?a=1&amp;b=2">x</a>',
      '<script id="public-config" type="application/json">{"api":"http://localhost:4000","note":"\\u003c/script>"}</script>',
      '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"0:{\\"P\\":null,\\"b\\":\\"x\\"}\\n\\u003cdiv\\u003e Привет — l’équipe"])</script>',
      '<script nonce="abc" >self.__next_f.push([1, "a\r\nb"])</script >',
      '<SCRIPT>self.__next_f.push([2])</SCRIPT>',
      '</body></html>',
    ].join('');
    const expected = [...new Set(parsedScriptTexts(html).map(scriptHash))];
    expect(expected).toHaveLength(6);
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});
