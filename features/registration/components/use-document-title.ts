import { useEffect } from 'react';

/**
 * The document's title while the caller is shown, the previous one back when it goes. For a modal that is its page's
 * address: a load of `/reg/{id}` is the stored home page (proxy.ts), whose title is the home page's, and a card's
 * "Register" changes only the address. The page's own title may be written after the modal opened (Next streams a
 * page's metadata, and writes it again on a refresh), so the title is kept while the caller is shown.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    const keep = () => {
      if (document.title !== title) document.title = title;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (document.title === title) document.title = previous;
    };
  }, [title]);
}
