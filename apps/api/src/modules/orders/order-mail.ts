import type { OrderView } from '@dfs/contract/preorders';
import { formatMiles, formatPrice } from '@dfs/domain/money';
import { paidAmount } from '@dfs/domain/order-payment';
import type { TFunction } from 'i18next';
import { escapeHtml as esc, mailFlightTime } from '../../shared/mail-format';
import type { MailMessage } from '../mail/mail.transport';

/** What every order e-mail needs beside the order: its language, the brand and the order's link. */
export interface OrderMailContext {
  t: TFunction;
  language: string;
  brand: string;
  /** The order's page (with its view token), where a guest can see, change or cancel it. */
  link: string;
  to: string;
}

/** Why the shop writes about an order. */
export type OrderMailKind =
  | 'confirmation'
  | 'cancellation'
  | 'change'
  | 'refund'
  | 'paymentFailed'
  | 'paymentExpired'
  | 'notCollected'
  | 'disrupted'
  | 'retimed';

/** The wording set of an order's kind: an on-board order is never called a pre-order. */
const noun = (order: OrderView) => (order.kind === 'onboard' ? 'onboard' : 'preorder');

function flightLine(ctx: OrderMailContext, order: OrderView): string {
  return ctx.t('api.orders.mail.flight', {
    flightNumber: order.flightNumber,
    origin: order.origin,
    destination: order.destination,
    departure: mailFlightTime(order.departureDate, order.origin, ctx.language),
    seat: order.seatNumber,
  });
}

/** What the order cost, in what it was paid (a miles order in miles), with the reader's separators. */
function paidText(ctx: OrderMailContext, amount: { total: number; totalMiles: number }, order: OrderView) {
  const paid = paidAmount({ ...amount, paymentOption: order.paymentOption, currency: order.currency });
  return paid.unit === 'miles'
    ? ctx.t('checkout.miles', { miles: formatMiles(paid.miles, ctx.language) })
    : formatPrice(paid.amount, paid.currency, ctx.language);
}

function linesOf(ctx: OrderMailContext, order: OrderView) {
  return order.orderItemRes.map(
    (l) =>
      `${l.name} × ${l.quantity}: ${
        l.isFree
          ? ctx.t('checkout.free')
          : paidText(ctx, { total: l.totalPrice, totalMiles: l.totalPriceForRedemptionInMiles }, order)
      }`,
  );
}

/** Where the goods are handed over: at the gate, or on board at the seat. */
function pickUpLine(ctx: OrderMailContext, order: OrderView): string {
  return order.pickFrom === 'Gate'
    ? ctx.t('api.orders.mailPickUp.gate')
    : ctx.t('api.orders.mailPickUp.onboard', { seat: order.seatNumber });
}

/**
 * What a confirmation offers next: changing and cancelling until the stated cut-off while they are
 * open (an on-board order is only cancelled); once closed (handed over, departed) only viewing.
 */
function confirmationNext(ctx: OrderMailContext, order: OrderView): string {
  if (!order.canChange) return ctx.t('api.orders.mail.confirmation.nextClosed');
  const cutoff = mailFlightTime(order.cutoffAt, order.origin, ctx.language);
  return ctx.t(
    noun(order) === 'onboard'
      ? 'api.orders.mail.confirmation.nextOnboard'
      : 'api.orders.mail.confirmation.next',
    { cutoff },
  );
}

/**
 * An order e-mail in the order's language. Only a confirmation carries the QR proof of order
 * (`qrPng`, a data: URL the transport attaches with a content id); a cancelled or refunded order
 * never shows one.
 */
export function orderMail(
  kind: OrderMailKind,
  ctx: OrderMailContext,
  order: OrderView,
  extra: { qrPng?: string; reason?: string } = {},
): MailMessage {
  const { t, brand } = ctx;
  const params = { code: order.orderCode, brand, name: order.summary.customerName };
  const subject = t(`api.orders.mail.${kind}.subject.${noun(order)}`, params);
  const intro = t(`api.orders.mail.${kind}.intro.${noun(order)}`, params);
  const total = `${t('api.orders.mailTotal')}: ${paidText(ctx, order, order)}`;
  const facts = [
    `${t('api.orders.mailCode')}: ${order.orderCode}`,
    `${t('api.orders.mailPayment')}: ${t(`checkout.paymentOption${order.paymentOption}`)}`,
    flightLine(ctx, order),
    pickUpLine(ctx, order),
    ...(extra.reason ? [t('api.orders.mail.reason', { reason: extra.reason })] : []),
  ];
  const showItems = kind !== 'change' && kind !== 'paymentFailed';
  const next =
    kind === 'confirmation' ? confirmationNext(ctx, order) : t(`api.orders.mail.${kind}.next`, params);
  const proof = kind === 'confirmation' && extra.qrPng ? t('api.orders.mailProof', params) : null;
  const lines = linesOf(ctx, order);
  const text = [
    intro,
    '',
    ...facts,
    '',
    ...(showItems ? [...lines.map((l) => `- ${l}`), total, ''] : []),
    next,
    ctx.link,
    ...(proof ? ['', proof] : []),
  ].join('\n');
  const dir = ctx.language === 'ar' ? 'rtl' : 'ltr';
  const html = `<div lang="${ctx.language}" dir="${dir}">
<p>${esc(intro)}</p>
<p>${facts.map((f, i) => (i === 0 ? `<strong>${esc(f)}</strong>` : esc(f))).join('<br>')}</p>
${showItems ? `<ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>\n<p><strong>${esc(total)}</strong></p>` : ''}
<p>${esc(next)}<br><a href="${esc(ctx.link)}">${esc(ctx.link)}</a></p>
${proof ? `<p>${esc(proof)}</p><p><img src="${extra.qrPng}" alt="${esc(order.orderCode)}" width="220" height="220"></p>` : ''}
</div>`;
  return { to: ctx.to, subject, text, html };
}
