import type { SocialNetwork } from './landing-links';

/** Small monochrome marks (currentColor), 24×24; decorative: the link around them carries the name. */
const paths: Readonly<Record<SocialNetwork, string>> = {
  vk: 'M3 7h3.2c.4 3.3 1.9 5.6 3.3 6V7h3v3.6c1.4-.2 2.9-1.9 3.4-3.6h3c-.5 2.3-2.2 4.1-3.4 4.8 1.2.6 3.2 2.1 3.9 4.7h-3.3c-.6-1.6-1.9-2.9-3.6-3v3H12C6.6 16.5 3.4 12.8 3 7z',
  telegram: 'M21 4 3 11l5.5 2 2 6 3.2-3.6L18 19zM9.5 13l7.2-5.3-5.7 6.3-.4 3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  facebook: 'M13.5 21v-8h2.7l.4-3.2h-3.1V7.8c0-.9.3-1.5 1.6-1.5h1.7V3.4A22 22 0 0 0 14.3 3c-2.4 0-4 1.5-4 4.1v2.7H7.6V13h2.7v8z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
