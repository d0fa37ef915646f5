import localFont from 'next/font/local';

/** Inter from npm (Latin + Cyrillic), self-hosted through next/font so the build never needs the network. */
export const inter = localFont({
  src: [
    { path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' },
    { path: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2', weight: '100 900', style: 'normal' },
  ],
  // The page never waits for the font: a first visit may keep the fallback, later ones use the cached Inter.
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
