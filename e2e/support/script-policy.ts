import { createHash } from 'node:crypto';
import { expect, type APIResponse, type Page } from '@playwright/test';

/**
 * Checks that a response's Content-Security-Policy allows exactly the scripts in its body: Chromium's HTML parser
 * (DOMParser, which runs nothing) reads each script out of the response, and its text is hashed here, independently
 * of the server, then looked up in the policy by nonce or hash.
 */

interface Policy {
  raw: string;
  scriptSrc: string[];
  nonce: string | null;
  hashes: Set<string>;
}

export function policyOf(response: APIResponse): Policy {
  const raw = response.headers()['content-security-policy'] ?? '';
  const directives = new Map(
    raw
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
  // Without script-src the browser falls back to default-src.
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? [];
  // Directives that would loosen script-src for some scripts are not used at all.
  expect(directives.has('script-src-elem') || directives.has('script-src-attr'), raw).toBe(false);
  const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-")).map((s) => s.slice(7, -1));
  expect(nonces.length, raw).toBeLessThanOrEqual(1);
  return { raw, scriptSrc, nonce: nonces[0] ?? null, hashes: new Set(scriptSrc.filter((s) => s.startsWith("'sha256-"))) };
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface ParsedDocument {
  scripts: { src: string | null; nonce: string | null; text: string }[];
  /** Inline event handler attributes and javascript: links, which no policy here allows. */
  inlineHandlers: string[];
}

/** What a browser's HTML parser reads in the body, without running any of it. */
const parseInBrowser = (page: Page, html: string, url: string): Promise<ParsedDocument> =>
  page.evaluate(
    ([source, base]) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      const scripts = [...document.querySelectorAll('script')].map((script) => ({
        src: script.hasAttribute('src') ? new URL(script.getAttribute('src')!, base).href : null,
        nonce: script.getAttribute('nonce'),
        text: script.text,
      }));
      const inlineHandlers = [...document.querySelectorAll('*')].flatMap((element) => [
        ...element
          .getAttributeNames()
          .filter((name) => name.startsWith('on'))
          .map((name) => `<${element.localName} ${name}>`),
        ...(/^\s*javascript:/i.test(element.getAttribute('href') ?? '') ? [`<${element.localName} href=javascript:>`] : []),
      ]);
      return { scripts, inlineHandlers };
    },
    [html, url] as const,
  );

/** The response carries a strict policy and every script in its body is one the policy allows. */
export async function expectScriptsVouchedFor(page: Page, response: APIResponse, path: string) {
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
  const policy = policyOf(response);
  expect(policy.raw, `${path} has a Content-Security-Policy`).toContain('script-src');
  for (const loose of ["'unsafe-inline'", "'unsafe-hashes'", '*', 'http:', 'https:', 'data:', 'blob:']) {
    expect(policy.scriptSrc, `${path}: ${policy.raw}`).not.toContain(loose);
  }
  expect(policy.raw).toContain("frame-ancestors 'none'");
  expect(policy.raw).toContain("object-src 'none'");

  const parsed = await parseInBrowser(page, await response.text(), response.url());
  expect(parsed.scripts.length, path).toBeGreaterThan(0);
  let inline = 0;
  for (const script of parsed.scripts) {
    if (script.src !== null) {
      // External scripts load from our own origin ('self'), or from an origin the policy names.
      const origin = new URL(script.src).origin;
      expect(origin === new URL(response.url()).origin || policy.scriptSrc.includes(origin), `${path}: ${script.src}`).toBe(true);
      continue;
    }
    if (script.text === '') continue;
    inline += 1;
    const byNonce = policy.nonce !== null && script.nonce === policy.nonce;
    const byHash = policy.hashes.has(sha256Source(script.text));
    expect(byNonce || byHash, `${path}: inline script not allowed by ${policy.scriptSrc.join(' ')}: ${script.text.slice(0, 120)}`).toBe(true);
  }
  expect(inline, path).toBeGreaterThan(0);
  // Inline event handlers and javascript: links would be blocked (no 'unsafe-hashes'): none are sent.
  expect(parsed.inlineHandlers, path).toEqual([]);
  return policy;
}
