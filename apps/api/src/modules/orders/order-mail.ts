import type { OrderView } from '@dfs/contract/preorders';
import type { TFunction } from 'i18next';
import type { MailMessage } from '../mail/mail.transport';
import { escapeHtml as esc, mailFlightTime } from '../mail/mail-format';

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

function linesOf(order: OrderView) {
  return order.orderItemRes.map(
    (l) => `${l.name} × ${l.quantity}: ${order.currency} ${l.totalPrice.toFixed(2)}`,
  );
}

/**
 * An order e-mail in the order's language. Only a confirmation carries the QR proof of order
 * (`qrPng`); a cancelled or refunded order never shows one.
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
  const flight = flightLine(ctx, order);
  const total = `${t('api.orders.mailTotal')}: ${order.currency} ${order.total.toFixed(2)}`;
  const facts = [
    `${t('api.orders.mailCode')}: ${order.orderCode}`,
    `${t('api.orders.mailPayment')}: ${t(`checkout.paymentOption${order.paymentOption}`)}`,
    flight,
    ...(extra.reason ? [t('api.orders.mail.reason', { reason: extra.reason })] : []),
  ];
  const showItems = kind !== 'change' && kind !== 'paymentFailed';
  const next = t(
    kind === 'confirmation' && noun(order) === 'onboard'
      ? 'api.orders.mail.confirmation.nextOnboard'
      : `api.orders.mail.${kind}.next`,
    params,
  );
  const proof = kind === 'confirmation' && extra.qrPng ? t('api.orders.mailProof') : null;
  const text = [
    intro,
    '',
    ...facts,
    '',
    ...(showItems ? [...linesOf(order).map((l) => `- ${l}`), total, ''] : []),
    next,
    ...(proof ? ['', proof] : []),
    ctx.link,
  ].join('\n');
  const dir = ctx.language === 'ar' ? 'rtl' : 'ltr';
  const html = `<div lang="${ctx.language}" dir="${dir}">
<p>${esc(intro)}</p>
<p>${facts.map((f, i) => (i === 0 ? `<strong>${esc(f)}</strong>` : esc(f))).join('<br>')}</p>
${
  showItems
    ? `<ul>${linesOf(order)
        .map((l) => `<li>${esc(l)}</li>`)
        .join('')}</ul>\n<p>${esc(total)}</p>`
    : ''
}
<p>${esc(next)}</p>
${proof ? `<p>${esc(proof)}</p><p><img src="${extra.qrPng}" alt="${esc(order.orderCode)}" width="220" height="220"></p>` : ''}
<p><a href="${esc(ctx.link)}">${esc(ctx.link)}</a></p>
</div>`;
  return { to: ctx.to, subject, text, html };
}
