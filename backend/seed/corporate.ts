import type { AppearanceWire } from '@/contract/schemas/game-fields';
import type { SeedLocale } from './seed-cities';

/** A small inline SVG logo: the catalogue stays self-contained (no image host needed to demo corporate games). */
function logo(text: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40">` +
    `<rect width="160" height="40" rx="8" fill="${color}"/>` +
    `<text x="80" y="26" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const clients = [
  { ru: 'Альфа-Софт', en: 'Acme Corp', fr: 'Acme France', color: '#1f6feb', href: 'https://example.com/acme' },
  { ru: 'СеверБанк', en: 'Northwind', fr: 'Nordvent', color: '#2da44e', href: 'https://example.org/northwind' },
] as const;

/** Corporate games carry the client's logo (linked) and colour; the header shows them instead of the product's. */
export function corporateAppearance(locale: SeedLocale, index: number): { name: string; appearance: AppearanceWire } {
  const client = clients[index % clients.length]!;
  const clientName = client[locale];
  const name = locale === 'ru' ? `Корпоративный квиз «${clientName}»` : locale === 'fr' ? `Quiz d’entreprise ${clientName}` : `${clientName} Quiz Night`;
  return {
    name,
    appearance: {
      corporate: true,
      mainColor: client.color,
      // The logo says the name its alt text gives, in the game's language.
      logos: [{ src: logo(clientName, client.color), href: client.href, alt: clientName }],
      showInvite: true,
    },
  };
}
