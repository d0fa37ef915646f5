import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers depend one way: contract <- lib <- components <- features <- app. A feature never imports another
 * feature, and the reference backend sees only the contract. A wrong import fails `npm run lint` (and `npm test`).
 */
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The reference backend's own layers: its domain modules never import the HTTP layer (only the entry point and the test set-ups start the app). */
const backendDomains = readdirSync(new URL('./backend', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['http', 'testing'].includes(d.name))
  .map((d) => d.name);

const layerZones = [
  { target: './contract', from: ['./lib', './components', './features', './app', './backend'], message: 'contract/ is the bottom layer.' },
  { target: './lib', from: ['./components', './features', './app', './backend'], message: 'lib/ may import only contract/.' },
  { target: './components', from: ['./features', './app', './backend'], message: 'components/ knows no feature.' },
  { target: './features', from: ['./app', './backend'], message: 'features/ may not import routes or the backend.' },
  { target: './app', from: ['./backend'], message: 'The front end talks to the backend over HTTP only.' },
  { target: './backend', from: ['./lib', './components', './features', './app'], message: 'backend/ imports contract/ only.' },
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: 'A feature does not import another feature; compose them in app/.',
  })),
];

const backendZones = backendDomains.map((name) => ({
  target: `./backend/${name}`,
  from: './backend/http',
  message: 'Domain modules do not import the HTTP layer: throw the API errors of backend/api-errors, the routes call the domain.',
}));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'test-results*/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      '.data/**',
      '.bench/**',
      'bench/**',
    ],
  },
  {
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...backendZones] }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-virtual',
              message: 'Use VirtualList from components/ui/virtual-list.tsx: the one virtualised list (and the one lint exception for it).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through lib/env.ts (or backend/config.ts in the backend).',
        },
      ],
    },
  },
  {
    // The configuration readers themselves, tooling and scripts may read the environment.
    files: [
      'lib/env.ts',
      'backend/config.ts',
      '*.config.ts',
      '*.config.mjs',
      'scripts/**',
      'e2e/**',
      'instrumentation*.ts',
      'backend/scripts/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The one virtualised list wraps TanStack Virtual for every screen.
    files: ['components/ui/virtual-list.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A backend test may exercise its module through the whole app (createApp), as a client would.
    files: ['backend/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
];

export default config;
