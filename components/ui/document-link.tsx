import type { ReactNode } from 'react';

/**
 * A rich-text tag (`t.rich`) linking the words it wraps to a document, opened beside the form; the words alone when
 * the document exists nowhere (never a dead link).
 */
export const documentLink = (href: string | null) =>
  function DocumentLink(chunks: ReactNode) {
    if (!href) return chunks;
    return (
      <a href={href} target="_blank" rel="noopener">
        {chunks}
      </a>
    );
  };
