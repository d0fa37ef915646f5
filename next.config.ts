import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time: the browser gets ready-made formatters instead of the ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { format: 'json', path: './messages', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // A separate build folder lets several builds (e.g. parallel e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Benchmark builds (BENCH_PAGES=1, scripts/bench-servers.mjs) add the reference pages written as page.bench.tsx;
  // product builds do not have them.
  pageExtensions: process.env.BENCH_PAGES === '1' ? ['tsx', 'ts', 'bench.tsx'] : ['tsx', 'ts'],
  // Profiling builds (BROWSER_SOURCE_MAPS=1, with their own NEXT_DIST_DIR) serve each chunk's map, so a browser CPU
  // profile can be told by source file (scripts/cpu-profile-summary.mjs --source-maps). Product builds do not.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // Metadata resolves with the page instead of streaming after it, for every visitor (not only the crawlers of Next's
  // list). Streamed, the title of a server render that replaces the page (router.refresh() after a login or a
  // payment, a navigation) is remounted under a new key and the document has no <title> until its chunk arrives
  // (300 ms in a probe; on a loaded CI runner long enough for axe to find an untitled page). Our generateMetadata
  // functions read translations and data the page awaits anyway, so blocking on them costs the shell nothing.
  htmlLimitedBots: /.*/,
  // `npm test` type-checks the whole tree (tests and backend included) as its own step; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Headers for responses the proxy does not see (static files); pages get theirs, with the CSP, in proxy.ts.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
  // The proxy does not run for Next's own files and addresses with an extension (public files). One of those that
  // matches no file would otherwise reach the [locale] route and come back as an HTML 404 page with scripts and no
  // Content-Security-Policy: it gets a plain 404 without markup instead (app/missing-file). After the file system
  // (existing files win), before the dynamic routes; `/i18n/…` is a route of its own. In development Next serves
  // its tooling under /_next/ as well, so that rule is for production builds.
  async rewrites() {
    const missing = '/missing-file';
    return {
      beforeFiles: [],
      afterFiles: [
        { source: '/:path((?!i18n/).*\\.[a-zA-Z0-9]+)', destination: missing },
        ...(process.env.NODE_ENV === 'production' ? [{ source: '/_next/:path*', destination: missing }] : []),
      ],
      fallback: [],
    };
  },
  experimental: {
    optimizePackageImports: ['date-fns'],
    // The few kB of CSS go inside the HTML: the first paint needs no stylesheet round trip (LCP is the hero text).
    inlineCss: true,
    // Every page's CSS is inlined (above), so a CSS "request" costs nothing: let Turbopack give each page only the
    // styles it uses instead of merging other routes' modules (the game's and the console's) into shared chunks.
    // Parts loaded later (the login modal, menus) bring their own small stylesheet with their code.
    cssChunking: { type: 'graph', requestCost: 0 },
  },
};

export default withNextIntl(nextConfig);
