import localFont from 'next/font/local';

/*
 * Inter from npm, self-hosted through next/font so the build never needs the network. One face per subset with the
 * unicode-range fontsource publishes for it, so a browser downloads only the subsets a page uses: English and French
 * pages fetch the Latin file (48 kB), Russian pages the Cyrillic one (19 kB) as well.
 *
 * Not preloaded: the page never waits for the font (display swap, with a metric-matched fallback so nothing moves
 * when it arrives), and a preload would compete with the document and the scripts for the first paint.
 * (The font loader takes literal values only, hence the ranges written out in the calls.)
 */

const interLatin = localFont({
  src: [{ path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  display: 'swap',
  preload: false,
  variable: '--font-inter-latin',
  // No fallback family of its own: a Cyrillic letter must go on to the Cyrillic face below, not stop at Arial.
  adjustFontFallback: false,
  fallback: [],
});

const interCyrillic = localFont({
  src: [{ path: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
  display: 'swap',
  preload: false,
  variable: '--font-inter-cyrillic',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

/** Class names defining --font-inter-latin and --font-inter-cyrillic (used together in globals.css). */
export const interVariables = `${interLatin.variable} ${interCyrillic.variable}`;
