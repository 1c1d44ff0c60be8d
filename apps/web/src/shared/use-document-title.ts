import { useEffect } from 'react';
import { brandName } from './brand';

let serverTitle: string | null = null;

/** The server render's page title (set while rendering, read once the page is rendered). */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}

/** Sets the tab title to "<page title> | <brand>"; the home page passes no title. */
export function useDocumentTitle(title?: string): void {
  // Effects do not run on the server: the render notes the title for the page's <title>.
  if (typeof document === 'undefined') serverTitle = title ? `${title} | ${brandName}` : brandName;
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title]);
}
