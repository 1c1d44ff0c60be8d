// The API document's lint rules (Spectral): the recommended OpenAPI rules and the OWASP API security
// rules, all on, except those switched off below, each with the reason beside it.
// apps/api/src/partner/api-document-lint.test.ts runs it in `npm test`: 0 warnings, 0 findings.
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';

export default {
  extends: [
    [oas, 'recommended'],
    [owasp, 'all'],
  ],
  rules: {
    // Ids are integers because the wire contract of the spec (spec §3, §7) makes them so; every call
    // checks that the caller may see what an id names (404 otherwise), so guessing one gains nothing.
    'owasp:api1:2023-no-numeric-ids': 'off',
    // The API sends no CORS headers on purpose: browsers call it only from the storefront's own
    // origin, and partner channels call it from their servers, where CORS does not apply.
    'owasp:api8:2023-define-cors-origin': 'off',
    // Asks for maxLength on every string, answers included. Every request string has one (checked by
    // api-document.test.ts "bounds every request string…", and enforced: "states the limits…"); the
    // strings of answers are the shop's own data.
    'owasp:api4:2023-string-limit': 'off',
    // Asks for a pattern or format on every string. Free text (names, passwords, feedback, tokens) has
    // none to give; such request strings are bounded by maxLength instead, and checked on the server.
    'owasp:api4:2023-string-restricted': 'off',
    // Asks for maxItems on every array, answers included. Request arrays all have one (checked as
    // above); answers are paged (GetItems, SearchItems, GetMyOrders) or bounded by the catalogue.
    'owasp:api4:2023-array-limit': 'off',
    // Token/Startup (the public call that hands out tokens) and Payment/Callback (authenticated by the
    // gateway's HMAC signature instead of a token) are the only calls without a bearer token, by design.
    'owasp:api2:2023-write-restricted': 'off',
    // Token/Startup needs no credentials, so it cannot answer 401; every other call lists 401
    // (checked by api-document.test.ts "has every call … with its security").
    'owasp:api8:2023-define-error-responses-401': 'off',
    // GetOrderByCode takes the order's view token in the query: it is the link a guest gets by e-mail,
    // so it must be a URL. It grants reading that one order only, and look-ups are rate limited.
    'owasp:api2:2023-no-credentials-in-url': 'off',
  },
};
