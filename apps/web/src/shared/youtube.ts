const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The video id of a YouTube watch, short or embed address; null for anything else. */
export function youtubeIdOf(address: string | null | undefined): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address, 'https://www.youtube.com');
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com')) {
    const embed = url.pathname.match(/^\/(?:embed|shorts|v)\/([^/?#]+)/);
    id = embed?.[1] ?? url.searchParams.get('v');
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * The privacy-enhanced player address (the CSP allows youtube-nocookie.com frames), started at once
 * because it only loads after the shopper chose to play it.
 */
export function youtubeNoCookieEmbed(address: string | null | undefined): string | null {
  const id = youtubeIdOf(address);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1` : null;
}
