/**
 * What a page tells the server render about itself beside its title (effects do not run on the
 * server, so the render notes it while rendering and reads it once the page is rendered).
 */
export interface ServerPageMeta {
  /** The page names nothing that exists: the answer is 404. */
  notFound: boolean;
  /** The page's own address, named from its data (the address asked for may hold any words). */
  canonicalPath: string | null;
  /** What the page holds, for search results and link previews. */
  description: string | null;
}

const empty = (): ServerPageMeta => ({ notFound: false, canonicalPath: null, description: null });

let serverMeta = empty();

/** The server render's notes on the page rendered since the last call (and a clean slate for the next). */
export function takeServerPageMeta(): ServerPageMeta {
  const meta = serverMeta;
  serverMeta = empty();
  return meta;
}

/** Notes what this page is, for the server render's status and head; the browser needs none of it. */
export function usePageMeta(meta: Partial<ServerPageMeta>): void {
  if (typeof document !== 'undefined') return;
  serverMeta = {
    notFound: serverMeta.notFound || (meta.notFound ?? false),
    canonicalPath: meta.canonicalPath ?? serverMeta.canonicalPath,
    description: meta.description ?? serverMeta.description,
  };
}
