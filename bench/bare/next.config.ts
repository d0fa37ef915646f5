import type { NextConfig } from 'next';
import { resolve } from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * The bare comparison page of `npm run bench:web`: Next 16 with the same i18n provider (next-intl, the same
 * messages) and nothing else. Built into its own folder so it never touches the app's build.
 */
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  distDir: '.next-bare',
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  // The repository root, so the build may read the app's message catalogues (../../messages).
  turbopack: { root: resolve(process.cwd(), '../..') },
};

export default withNextIntl(nextConfig);
