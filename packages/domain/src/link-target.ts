/**
 * Where a staff-written link (a banner's tap) may lead: a path of the storefront itself, or an https
 * address. Browsers drop tabs and newlines from URLs and read `\` as `/`, so `/\t/evil.example` and
 * `/\evil.example` are `//evil.example`: another site. Such links are refused, not cleaned.
 */

/** Controls, invisible format characters, any kind of space, and the backslash. */
const unsafeCharacter = /[\p{Cc}\p{Cf}\p{Z}\\]/u;

/** Decodings looked through: `%252F` is `%2F` once decoded, and `/` twice. */
const DECODING_ROUNDS = 3;

/** True when a link is a path on the storefront (`/brands`), in every decoding of it. */
export function isStorefrontPath(link: string): boolean {
  let text = link;
  for (let round = 0; ; round++) {
    if (!text.startsWith('/') || text.startsWith('//') || unsafeCharacter.test(text)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      break; // A lone `%` (`?off=50%`): nothing further to decode.
    }
    if (decoded === text) break;
    if (round === DECODING_ROUNDS) return false;
    text = decoded;
  }
  return true;
}

/** `https://`, then a host name or a bracketed IPv6 address with an optional port, then a path. */
const httpsAddress =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]|$)/i;

/** True when a link is an absolute https address with a host and no credentials. */
export function isHttpsAddress(link: string): boolean {
  return !unsafeCharacter.test(link) && httpsAddress.test(link);
}

/** True when a banner's link is a storefront path or an https address. */
export function isBannerLink(link: string): boolean {
  return isStorefrontPath(link) || isHttpsAddress(link);
}
