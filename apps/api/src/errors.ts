/**
 * The few errors services throw. One handler (plugins/errors.ts) turns each into problem+json;
 * anything else becomes a 500 without internals.
 */
export type ProblemCode =
  | 'badRequest'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unprocessable'
  | 'tooManyRequests'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    /** A key of the `api` catalogue, or undefined for the status's generic message. */
    readonly messageKey?: string,
    readonly params?: Record<string, unknown>,
    /** Field errors as message keys, keyed by field name (ASP.NET style). */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(messageKey ?? code);
    this.name = new.target.name;
  }
}

export class BadRequest extends DomainError {
  constructor(messageKey?: string, fieldErrors?: Record<string, string[]>, params?: Record<string, unknown>) {
    super(400, fieldErrors ? 'validation' : 'badRequest', messageKey, params, fieldErrors);
  }
}

export class Unauthorized extends DomainError {
  constructor(messageKey?: string) {
    super(401, 'unauthorized', messageKey);
  }
}

export class Forbidden extends DomainError {
  constructor(messageKey?: string, params?: Record<string, unknown>) {
    super(403, 'forbidden', messageKey, params);
  }
}

export class NotFound extends DomainError {
  constructor(messageKey?: string, params?: Record<string, unknown>) {
    super(404, 'notFound', messageKey, params);
  }
}

export class Conflict extends DomainError {
  constructor(messageKey?: string, params?: Record<string, unknown>) {
    super(409, 'conflict', messageKey, params);
  }
}

/** Refused for now; the answer carries Retry-After so a client knows when to try again. */
export class TooManyAttempts extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    messageKey?: string,
    params?: Record<string, unknown>,
  ) {
    super(429, 'tooManyRequests', messageKey, params);
  }
}

/**
 * A value another record already holds (a username, an e-mail, a promo or item code); `fieldErrors` says
 * which. The message is the account's unless the caller names its own.
 */
export class FieldConflict extends DomainError {
  constructor(fieldErrors: Record<string, string[]>, messageKey = 'api.account.alreadyTaken') {
    super(409, 'conflict', messageKey, undefined, fieldErrors);
  }
}

export class RuleViolation extends DomainError {
  constructor(messageKey?: string, params?: Record<string, unknown>) {
    super(422, 'unprocessable', messageKey, params);
  }
}

/** A service we depend on (the database, the card gateway) did not answer; try again after Retry-After. */
export class Unavailable extends DomainError {
  constructor(
    messageKey?: string,
    params?: Record<string, unknown>,
    readonly retryAfterSeconds = 5,
  ) {
    super(503, 'unavailable', messageKey, params);
  }
}
