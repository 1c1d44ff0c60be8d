/**
 * The redirectUrl of a sign-in page, if it is a path on this site. Anything else (another origin,
 * `//host`, `javascript:`) is ignored, so a crafted link cannot send a traveller away after login.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, 'https://shop.invalid');
    if (url.origin !== 'https://shop.invalid') return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** True when a redirect target is the checkout, the only case guest checkout is offered (spec §2). */
export function isCheckoutTarget(redirect: string | undefined): boolean {
  return redirect !== undefined && /^\/checkout(?:[/?#]|$)/.test(redirect);
}

/** `path` with `?redirectUrl=…` when there is a target to carry along. */
export function withRedirect(path: string, redirect: string | undefined): string {
  return redirect ? `${path}?redirectUrl=${encodeURIComponent(redirect)}` : path;
}
