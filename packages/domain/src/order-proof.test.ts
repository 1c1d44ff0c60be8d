import { describe, expect, it } from 'vitest';
import {
  encodeClaims,
  fromBase64Url,
  linesDigest,
  type ProofSubtle,
  proofVerifier,
  toBase64Url,
  tokenIn,
  verifyProof,
} from './order-proof';

// The runtime's WebCrypto (Node's here, the browser's on the crew device).
const subtle = (globalThis as unknown as { crypto: { subtle: ProofSubtle } }).crypto.subtle;

// Signed once with Node's Ed25519 (the API's signer): a shop key and a forger's key, same claims.
const publicKey = '7K4xn_cxDJH33_6CHDZpI436zeiqwVsCB9TnJevGQaw';
const claims = { o: 'ABC123', f: 42, s: '12A', d: 'R1JuXCWxb52vnegwG-cVyQ' };
const encoded = 'eyJvIjoiQUJDMTIzIiwiZiI6NDIsInMiOiIxMkEiLCJkIjoiUjFKdVhDV3hiNTJ2bmVnd0ctY1Z5USJ9';
const genuine = `DFSP1.${encoded}.M9By3gUlT4WYGer1K2Lp8rv0cW4rDTKJKjWJMZz5pzNROBDWd9BFfd3n1Lch1ib9kg6CsHX1we9ChkCpBuzdDg`;
const forged = `DFSP1.${encoded}.MIxw7pripf1GoRD42FpShP5Jt670-66dtbIcNwDc8LxXmuLfeS3oA1WLsrybDne6N1wvMSOz_qmIpf0z0t2TDg`;

const lines = [
  { itemId: 7, quantity: 2, isFree: false },
  { itemId: 3, quantity: 1, isFree: true },
];

describe('proof of order', () => {
  it('encodes base64url both ways, and claims as the signer does', () => {
    for (const length of [0, 1, 2, 3, 4, 31, 32, 64]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 11) % 256);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
    expect(encodeClaims(claims)).toBe(encoded);
    expect(fromBase64Url('a+b')).toBeNull();
  });

  it('digests lines whatever their order, and differently when a quantity changes', async () => {
    const digest = await linesDigest(subtle, lines);
    expect(digest).toBe(claims.d);
    expect(await linesDigest(subtle, [...lines].reverse())).toBe(digest);
    expect(await linesDigest(subtle, [{ ...lines[0]!, quantity: 3 }, lines[1]!])).not.toBe(digest);
  });

  it('accepts a genuine proof for its flight, also inside a link', async () => {
    const verifier = await proofVerifier(subtle, publicKey);
    expect(await verifyProof(genuine, verifier, 42)).toEqual({ ok: true, claims });
    expect(tokenIn(`https://shop.example/x?proof=${genuine}`)).toBe(genuine);
  });

  it('refuses another flight, an edited token, a forged signature and rubbish', async () => {
    const verifier = await proofVerifier(subtle, publicKey);
    expect(await verifyProof(genuine, verifier, 43)).toEqual({ ok: false, reason: 'otherFlight' });
    const signature = genuine.split('.')[2];
    const edited = `DFSP1.${encodeClaims({ ...claims, s: '1A' })}.${signature}`;
    expect(await verifyProof(edited, verifier, 42)).toEqual({ ok: false, reason: 'badSignature' });
    expect(await verifyProof(forged, verifier, 42)).toEqual({ ok: false, reason: 'badSignature' });
    expect(await verifyProof('ABC123', verifier, 42)).toEqual({ ok: false, reason: 'malformed' });
    const notJson = `DFSP1.${toBase64Url(Uint8Array.of(120))}.${signature}`;
    expect(await verifyProof(notJson, verifier, 42)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a key that is not 32 bytes', async () => {
    await expect(proofVerifier(subtle, 'AAAA')).rejects.toThrow();
  });
});
