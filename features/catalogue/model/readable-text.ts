/** sRGB channel (0-255) to its linear value (WCAG relative luminance). */
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The text colour (near-black or white) with the better contrast on a `#rgb`/`#rrggbb` background, so a language's
 * configured button background never makes its label unreadable. Other colour syntaxes get near-black.
 */
export function readableTextOn(background: string): '#111111' | '#ffffff' {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#111111';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  const luminance = 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  const dark = 0.2126 * linear(0x11) + 0.7152 * linear(0x11) + 0.0722 * linear(0x11);
  return contrast(luminance, dark) >= contrast(luminance, 1) ? '#111111' : '#ffffff';
}
