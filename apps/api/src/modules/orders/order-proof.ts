import { createPrivateKey, createPublicKey, sign, webcrypto } from 'node:crypto';
import {
  encodeClaims,
  linesDigest,
  type ProofLine,
  type ProofSubtle,
  proofToken,
  proofVerifier,
} from '@dfs/domain/order-proof';
import type { OrderRow } from './orders.repository';

/**
 * Signs proofs of order (DESIGN.md §11) with the shop's Ed25519 key; the crew's devices verify them
 * offline with the public key (`@dfs/domain/order-proof`).
 */
export function orderProofs(privateKeyPem: string) {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('PROOF_SIGNING_KEY must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey).export({ format: 'jwk' }).x;
  if (!publicKey) throw new Error('PROOF_SIGNING_KEY has no public part');

  const subtle = webcrypto.subtle as unknown as ProofSubtle;
  const digestOf = (lines: readonly ProofLine[]) => linesDigest(subtle, lines);

  return {
    /** The raw public key, base64url (what Proof/PublicKey serves and the manifest carries). */
    publicKey,
    linesDigest: digestOf,
    /** Checks scanned proofs as the crew's devices do. */
    verifier: proofVerifier(subtle, publicKey),
    /** The token an order's QR code carries: its code, flight, seat and lines, signed. */
    async tokenOf(
      order: Pick<OrderRow, 'orderCode' | 'flightId' | 'seatNumber'>,
      lines: readonly ProofLine[],
    ): Promise<string> {
      const claims = encodeClaims({
        o: order.orderCode,
        f: order.flightId ?? 0,
        s: order.seatNumber ?? '',
        d: await digestOf(lines),
      });
      return proofToken(claims, sign(null, Buffer.from(claims), privateKey));
    },
  };
}

export type OrderProofs = ReturnType<typeof orderProofs>;
