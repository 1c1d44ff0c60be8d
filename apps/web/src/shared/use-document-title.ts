import { useEffect } from 'react';
import { brandName } from './brand';

/** Sets the tab title to "<page title> | <brand>"; the home page passes no title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title]);
}
