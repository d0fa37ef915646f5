import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**'],
    setupFiles: ['./tests/setup.ts'],
    // Server code under test reads its settings through lib/env.ts: the API is the fake one (tests/msw.ts).
    env: { API_ORIGIN: 'http://api.test' },
    css: { modules: { classNameStrategy: 'non-scoped' } },
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 15_000,
    // next-intl's navigation imports `next/navigation` without an extension, which Node's ESM resolver refuses.
    server: { deps: { inline: ['next-intl'] } },
  },
});
