import { formatPrice } from '@dfs/domain/money';
import { isLanguage } from '@dfs/i18n/languages';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { translatorFor } from '../../plugins/locale';
import {
  passesLuhn,
  SANDBOX_PAGE_PATH,
  type SandboxGateway,
  type SandboxSession,
  sandboxCards,
} from './sandbox-gateway';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const outcomeUrl = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.pending': 'pending',
  'payment.error': 'error',
  'payment.cancelled': 'cancelled',
} as const;

/**
 * The sandbox gateway's hosted payment page: plain server-rendered HTML with no script (the CSP
 * forbids inline script, and a payment page needs none). It plays the card provider: the card number
 * typed here picks a test outcome and is then dropped; nothing of it is stored or logged.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<{
  sandbox: SandboxGateway;
  /** Delivers a signed callback to the shop, as the provider's servers would; answers the HTTP status. */
  notify: (rawBody: string, signature: string) => Promise<number>;
  /** Card form submissions per minute per address. */
  ordersPerMinute: number;
}> = async (app, { sandbox, notify, ordersPerMinute }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function page(
    reply: FastifyReply,
    token: string,
    session: SandboxSession | undefined,
    status: number,
    error?: string,
  ) {
    const lng = session && isLanguage(session.language) ? session.language : 'en';
    const t = translatorFor(lng);
    const dir = lng === 'ar' ? 'rtl' : 'ltr';
    const refused = session ? sandbox.refusal(session) : undefined;
    const body = !session
      ? `<h1>${escapeHtml(t('payment.sandbox.title'))}</h1><p class="error" role="alert">${escapeHtml(t('payment.sandbox.expired'))}</p><p><a href="/cart">${escapeHtml(t('payment.backToCart'))}</a></p>`
      : refused
        ? refusedBody(t, session, refused)
        : `<h1>${escapeHtml(t('payment.sandbox.title'))}</h1>
  <p class="muted">${escapeHtml(t('payment.sandbox.intro'))}</p>
  <dl><dt>${escapeHtml(t('payment.sandbox.paying'))}</dt><dd>${escapeHtml(session.description)}</dd>
  <dt>${escapeHtml(t('payment.sandbox.amount'))}</dt><dd class="amount" dir="ltr">${escapeHtml(formatPrice(session.amountMinor / 100, session.currency))}</dd></dl>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="${SANDBOX_PAGE_PATH}">
    <input type="hidden" name="session" value="${escapeHtml(token)}">
    <label for="card">${escapeHtml(t('payment.sandbox.cardNumber'))}</label>
    <input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" dir="ltr" required maxlength="23" placeholder="4242 4242 4242 4242">
    <div class="row">
      <div><label for="exp">${escapeHtml(t('payment.sandbox.expiry'))}</label>
      <input id="exp" name="expiry" inputmode="numeric" autocomplete="cc-exp" dir="ltr" required maxlength="5" placeholder="MM/YY"></div>
      <div><label for="cvc">${escapeHtml(t('payment.sandbox.cvc'))}</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required maxlength="4" placeholder="123"></div>
    </div>
    <button type="submit" name="action" value="pay">${escapeHtml(t('payment.sandbox.pay', { amount: formatPrice(session.amountMinor / 100, session.currency) }))}</button>
    <button type="submit" name="action" value="cancel" formnovalidate class="secondary">${escapeHtml(t('payment.sandbox.cancel'))}</button>
  </form>
  <h2>${escapeHtml(t('payment.sandbox.testCards'))}</h2>
  <ul class="cards">
    <li><code dir="ltr">4242 4242 4242 4242</code> ${escapeHtml(t('payment.sandbox.cardSucceeds'))}</li>
    <li><code dir="ltr">4000 0000 0000 0002</code> ${escapeHtml(t('payment.sandbox.cardFails'))}</li>
    <li><code dir="ltr">4000 0000 0000 0077</code> ${escapeHtml(t('payment.sandbox.cardPending'))}</li>
    <li><code dir="ltr">4000 0000 0000 0119</code> ${escapeHtml(t('payment.sandbox.cardError'))}</li>
  </ul>`;
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html(lng, dir, t('payment.sandbox.title'), body));
  }

  app.get<{ Querystring: { session?: string } }>(
    SANDBOX_PAGE_PATH,
    { config: { privilege: null }, schema: { hide: true } },
    async (request, reply) => {
      const token = request.query.session ?? '';
      return page(reply, token, sandbox.readSession(token), 200);
    },
  );

  app.post<{ Body: Record<string, string | undefined> }>(
    SANDBOX_PAGE_PATH,
    {
      config: { privilege: null, rateLimit: { max: ordersPerMinute, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const token = body.session ?? '';
      const session = sandbox.readSession(token);
      if (!session) return page(reply, token, undefined, 400);
      // Checked before any charge: an order is paid once, and a used or dropped page takes no card.
      if (sandbox.refusal(session)) return page(reply, token, session, 409);
      const t = translatorFor(isLanguage(session.language) ? session.language : 'en');

      let type: keyof typeof outcomeUrl;
      if (body.action === 'cancel') type = 'payment.cancelled';
      else {
        const digits = (body.cardNumber ?? '').replace(/[\s-]/g, '');
        if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
          return page(reply, token, session, 422, t('payment.sandbox.invalidCard'));
        }
        // Any other valid number is declined, as a real issuer would decline an unknown card.
        type = sandboxCards[digits] ?? 'payment.failed';
      }

      sandbox.charge(session, type);
      const raw = sandbox.callbackFor(session, type);
      let delivered = false;
      try {
        const status = await notify(raw, sandbox.sign(raw));
        delivered = status >= 200 && status < 300;
      } catch (error) {
        request.log.error({ err: error }, 'sandbox gateway: callback not delivered');
      }
      const target = delivered ? session.returnUrls[outcomeUrl[type]] : session.returnUrls.error;
      return reply.redirect(target, 303);
    },
  );
};

/** The page of an order already paid, or of a page that takes no card any more: it names the order. */
function refusedBody(
  t: ReturnType<typeof translatorFor>,
  session: SandboxSession,
  refused: 'paid' | 'closed',
): string {
  const code = session.reference ?? session.description;
  const [message, href, link] =
    refused === 'paid'
      ? [
          t('payment.sandbox.alreadyPaid', { code }),
          session.returnUrls.succeeded,
          t('payment.sandbox.seeOrder'),
        ]
      : [t('payment.sandbox.closed', { code }), '/cart', t('payment.backToCart')];
  return `<h1>${escapeHtml(t('payment.sandbox.title'))}</h1>
  <p class="notice" role="status">${escapeHtml(message)}</p>
  <p><a href="${escapeHtml(href)}">${escapeHtml(link)}</a></p>`;
}

function html(lang: string, dir: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
  body{font-family:system-ui,"Noto Sans","Noto Sans Arabic",sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:1.5rem}
  main{max-width:28rem;margin-inline:auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
  h1{font-size:1.35rem;margin:0 0 .5rem} h2{font-size:1rem;margin:1.5rem 0 .5rem}
  .muted{color:#475569;font-size:.9rem} dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
  dt{color:#475569} dd{margin:0;font-weight:600} .amount{text-align:start}
  label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}
  input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #94a3b8;border-radius:.4rem;font-size:1rem}
  .row{display:flex;gap:1rem} .row>div{flex:1}
  button{display:block;width:100%;margin-top:1rem;padding:.75rem;border:0;border-radius:.4rem;background:#0f766e;color:#fff;font-size:1rem;cursor:pointer}
  button.secondary{background:#fff;color:#0f172a;border:1px solid #94a3b8}
  button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  .error{background:#fee2e2;color:#991b1b;padding:.6rem;border-radius:.4rem}
  .notice{background:#e0f2fe;color:#0c4a6e;padding:.6rem;border-radius:.4rem} a{color:#0f766e;font-weight:600}
  .cards{padding-inline-start:1.2rem;font-size:.9rem;color:#334155} code{font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}
