import type { Attributes, AttributeValue } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { withoutParameters } from './plugins/log-redaction';

/**
 * What may leave the process in a span (decision 025): the same rule as the logs. URLs carry the
 * route pattern, never the path or query string a client sent (order view tokens, e-mail addresses);
 * SQL carries its text with string literals blanked, never bound parameters; error messages lose
 * Drizzle's `params:`; and any e-mail address or signed token left anywhere is masked.
 */
export function redactingExporter(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => inner.export(spans.map(redactSpan), done),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

/** SpanKind.CLIENT: a call this process made (its URL is configuration, not a traveller's). */
const CLIENT = 2;

const urlKeys = new Set(['url.full', 'http.url']);
const pathKeys = new Set(['url.path', 'http.target']);
const statementKeys = new Set(['db.statement', 'db.query.text']);
const droppedKey = /^(url\.query)$|(^|\.)(params|parameters|values)$|\.parameter\./;

export function redactSpan(span: ReadableSpan): ReadableSpan {
  const route = typeof span.attributes['http.route'] === 'string' ? span.attributes['http.route'] : undefined;
  const client = span.kind === CLIENT;
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status.message ? { ...span.status, message: redactText(span.status.message) } : span.status,
    attributes: redactAttributes(span.attributes, route, client),
    links: span.links,
    events: span.events.map((event) =>
      event.attributes ? { ...event, attributes: redactAttributes(event.attributes, route, client) } : event,
    ),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

export function redactAttributes(
  attributes: Attributes,
  route: string | undefined,
  client: boolean,
): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || droppedKey.test(key)) continue;
    if (typeof value !== 'string') {
      out[key] = Array.isArray(value)
        ? (value.map((v) => (typeof v === 'string' ? redactText(v) : v)) as AttributeValue)
        : value;
    } else if (urlKeys.has(key)) out[key] = redactUrl(value, route, client);
    else if (pathKeys.has(key)) out[key] = redactPath(value, route, client);
    else if (statementKeys.has(key)) out[key] = redactText(withoutLiterals(value));
    else out[key] = redactText(value);
  }
  return out;
}

/** A served path is replaced by its route pattern (or a placeholder when no route matched). */
function redactPath(value: string, route: string | undefined, client: boolean): string {
  if (route) return route;
  if (client) return value.replace(/[?#].*$/s, '');
  return '/…';
}

function redactUrl(value: string, route: string | undefined, client: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return redactPath(value, route, client);
  }
  return `${url.protocol}//${url.host}${redactPath(url.pathname, route, client)}`;
}

/** 'hana@example.com' → '?': SQL keeps its shape, never a value written into its text. */
export function withoutLiterals(statement: string): string {
  return statement.replace(/'(?:[^']|'')*'/g, "'?'");
}

const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const signedToken = /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g;

export function redactText(text: string): string {
  return withoutParameters(text).replace(email, '[e-mail]').replace(signedToken, '[token]');
}
