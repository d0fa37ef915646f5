import { useEffect } from 'react';

/**
 * The document's title while the caller is shown, the previous one back when it goes (unless something else has
 * renamed the document since). For a modal that is its page's address: a load of `/reg/{id}` is the stored home
 * page (proxy.ts), whose title is the home page's, and a card's "Register" changes only the address.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null || document.title === title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = previous;
    };
  }, [title]);
}
