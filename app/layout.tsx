import type { ReactNode } from 'react';

/** The document is rendered by app/[locale]/layout.tsx, which knows the language. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
