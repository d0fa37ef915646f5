import { shouldServeStreamingMetadata } from 'next/dist/server/lib/streaming-metadata';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';

/**
 * Streamed metadata is remounted under a new key by every server render that replaces the page (router.refresh()
 * after a login or a payment), and the document has no <title> until its row arrives. Next decides per request,
 * from the User-Agent and `htmlLimitedBots`; this runs Next's own rule with our setting.
 */
describe('page metadata', () => {
  const browsers = [
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  ];

  it('resolves with the page for every visitor, browsers included, not only for the crawlers of Next’s list', () => {
    const pattern = nextConfig.htmlLimitedBots;
    expect(pattern).toBeInstanceOf(RegExp);
    // Next hands the pattern's source to this rule (next/dist/server/config.js).
    for (const userAgent of browsers) expect(shouldServeStreamingMetadata(userAgent, pattern!.source), userAgent).toBe(false);
  });

  it('would stream for a browser under Next’s default list: the setting is what blocks', () => {
    expect(shouldServeStreamingMetadata(browsers[0]!, undefined)).toBe(true);
  });
});
