import { createHmac, timingSafeEqual } from 'node:crypto';
import { storefrontPages } from '@dfs/contract/paths';
import type { ReturnUrls } from '../payments/payment-gateway';

/**
 * The links an order's traveller follows (confirmation page, payment result pages, e-mail links),
 * built from the storefront's page table in the contract, and the view token that lets a guest in.
 */
export function orderLinks(settings: { publicUrl: string; secret: Uint8Array }) {
  const viewKey = createHmac('sha256', settings.secret).update('order-view-token').digest();

  const viewToken = (orderCode: string) =>
    createHmac('sha256', viewKey).update(orderCode).digest('base64url').slice(0, 32);

  function validViewToken(orderCode: string, token: string | undefined): boolean {
    if (!token) return false;
    const expected = Buffer.from(viewToken(orderCode));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  const viewUrl = (orderCode: string) =>
    storefrontPages.confirmation({ order: orderCode, token: viewToken(orderCode) });

  return {
    viewToken,
    validViewToken,
    viewUrl,
    /** The order's page as an absolute link (e-mails, QR codes). */
    linkOf: (orderCode: string) => `${settings.publicUrl}${viewUrl(orderCode)}`,
    /** Where the gateway sends the browser back for each outcome. */
    returnUrls(orderCode: string): ReturnUrls {
      const order = { order: orderCode };
      return {
        succeeded: viewUrl(orderCode),
        failed: storefrontPages.paymentFailure(order),
        cancelled: storefrontPages.paymentCancel(order),
        // The pending page checks the order again for a guest too: it carries the view token.
        pending: storefrontPages.paymentPending({ ...order, token: viewToken(orderCode) }),
        error: storefrontPages.paymentError(order),
      };
    },
  };
}

export type OrderLinks = ReturnType<typeof orderLinks>;
