/**
 * The proof of order the crew scans (DESIGN.md §11): a token that names the order, its flight and
 * seat and a digest of its lines, signed with Ed25519 by the API. The crew device checks it offline
 * with the public key (WebCrypto, in the browser and in Node alike), so a forged, edited or
 * other-flight QR code is refused with no network.
 *
 * Token: `DFSP1.<claims as base64url JSON>.<signature as base64url>`; the signature covers the
 * claims' bytes exactly as they stand in the token.
 */

export const proofPrefix = 'DFSP1';

/** What a proof of order says. */
export interface ProofClaims {
  /** The order code. */
  o: string;
  /** The flight's id. */
  f: number;
  /** The seat (empty when the order has none). */
  s: string;
  /** The digest of the order's lines (`linesDigest`). */
  d: string;
}

export interface ProofLine {
  itemId: number;
  quantity: number;
  isFree: boolean;
}

export type ProofCheck =
  | { ok: true; claims: ProofClaims }
  | { ok: false; reason: 'malformed' | 'badSignature' | 'otherFlight' };

/**
 * The WebCrypto calls a proof needs (`crypto.subtle` in the browser and in Node), named here so the
 * domain stays free of any one runtime's types.
 */
export interface ProofSubtle {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'Ed25519' },
    extractable: boolean,
    usages: ['verify'],
  ): Promise<unknown>;
  verify(
    algorithm: { name: 'Ed25519' },
    key: never,
    signature: Uint8Array,
    data: Uint8Array,
  ): Promise<boolean>;
}

const utf8 = (text: string) => Uint8Array.from(unescape(encodeURIComponent(text)), (c) => c.charCodeAt(0));
const fromUtf8 = (bytes: Uint8Array) => decodeURIComponent(escape(String.fromCharCode(...bytes)));

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += alphabet[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = (value << 6) | alphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

/** The lines in one canonical form (sorted; free lines apart), whatever order they were read in. */
export function canonicalLines(lines: readonly ProofLine[]): string {
  return lines
    .map((l) => `${l.itemId}x${l.quantity}${l.isFree ? 'f' : ''}`)
    .sort()
    .join(';');
}

/** A short SHA-256 digest of an order's lines (16 bytes, base64url). */
export async function linesDigest(subtle: ProofSubtle, lines: readonly ProofLine[]): Promise<string> {
  const hash = await subtle.digest('SHA-256', utf8(canonicalLines(lines)));
  return toBase64Url(new Uint8Array(hash).subarray(0, 16));
}

/** The bytes a proof's signature covers: its claims as base64url JSON. */
export function encodeClaims(claims: ProofClaims): string {
  return toBase64Url(utf8(JSON.stringify({ o: claims.o, f: claims.f, s: claims.s, d: claims.d })));
}

/** Joins signed claims and their signature into the token the QR code carries. */
export function proofToken(encodedClaims: string, signature: Uint8Array): string {
  return `${proofPrefix}.${encodedClaims}.${toBase64Url(signature)}`;
}

/** Finds the token in what a scanner read (the token itself, or a link carrying it after `proof=`). */
export function tokenIn(scanned: string): string | null {
  const match = /DFSP1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(scanned.trim());
  return match ? match[0] : null;
}

function parseClaims(encoded: string): ProofClaims | null {
  const bytes = fromBase64Url(encoded);
  if (!bytes) return null;
  try {
    const value = JSON.parse(fromUtf8(bytes)) as Record<string, unknown>;
    if (
      typeof value.o === 'string' &&
      typeof value.f === 'number' &&
      Number.isInteger(value.f) &&
      typeof value.s === 'string' &&
      typeof value.d === 'string'
    ) {
      return { o: value.o, f: value.f, s: value.s, d: value.d };
    }
  } catch {
    // Not JSON: malformed.
  }
  return null;
}

/** A proof checker holding a raw 32-byte Ed25519 public key (base64url). */
export interface ProofVerifier {
  subtle: ProofSubtle;
  key: unknown;
}

/** Imports the shop's public key for `verifyProof`. */
export async function proofVerifier(subtle: ProofSubtle, publicKey: string): Promise<ProofVerifier> {
  const raw = fromBase64Url(publicKey);
  if (raw?.length !== 32) throw new Error('not an Ed25519 public key');
  return { subtle, key: await subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']) };
}

/**
 * Checks a scanned proof of order: well formed, signed by the shop's key, for `flightId`. An edited
 * token fails its signature; a genuine one of another flight is refused as such.
 */
export async function verifyProof(
  scanned: string,
  verifier: ProofVerifier,
  flightId: number,
): Promise<ProofCheck> {
  const token = tokenIn(scanned);
  const [, encoded = '', signatureText = ''] = token?.split('.') ?? [];
  const claims = parseClaims(encoded);
  const signature = fromBase64Url(signatureText);
  if (!token || !claims || !signature || signature.length !== 64) return { ok: false, reason: 'malformed' };
  const valid = await verifier.subtle
    .verify({ name: 'Ed25519' }, verifier.key as never, signature, utf8(encoded))
    .catch(() => false);
  if (!valid) return { ok: false, reason: 'badSignature' };
  if (claims.f !== flightId) return { ok: false, reason: 'otherFlight' };
  return { ok: true, claims };
}
