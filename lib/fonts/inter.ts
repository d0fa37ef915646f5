import localFont from 'next/font/local';

/*
 * Inter from npm, self-hosted through next/font so the build never needs the network. One face per subset with the
 * unicode-range fontsource publishes for it, so a browser downloads only the subsets a page uses: English and French
 * pages fetch the Latin file (48 kB), Russian pages the Cyrillic one (19 kB) as well.
 *
 * Not preloaded, and `display: optional`: a preload would compete with the document and the scripts for the first
 * paint, and a font swapped in after it re-wraps text (a Russian heading at 412 px breaks differently in Inter than
 * in any fallback: measured 0.09 of layout shift). The page names Inter only once a visit has cached it
 * (inter-next-visit.ts); until then, and whenever Inter does not arrive within the browser's short block period, it
 * shows 'Inter Fallback' from app/globals.css, Arial (or its metric twin Liberation Sans) scaled to Inter's metrics.
 * (next/font computes no width adjustment for a local variable font, hence the hand-made fallback.)
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
  display: 'optional',
  preload: false,
  variable: '--font-inter-latin',
  // No fallback family of its own: a Cyrillic letter must go on to the Cyrillic face below, not stop at Arial.
  // The shared, metric-matched fallback ('Inter Fallback') is declared in app/globals.css.
  adjustFontFallback: false,
  fallback: [],
});

const interCyrillic = localFont({
  src: [{ path: '../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
  display: 'optional',
  preload: false,
  variable: '--font-inter-cyrillic',
  adjustFontFallback: false,
  fallback: [],
});

/** Class names defining --font-inter-latin and --font-inter-cyrillic (used together, then the fallback, in globals.css). */
export const interVariables = `${interLatin.variable} ${interCyrillic.variable}`;
