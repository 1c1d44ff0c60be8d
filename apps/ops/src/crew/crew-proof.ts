import type { FlightManifest, ManifestOrder } from '@dfs/contract/ops/crew';
import { type ProofSubtle, proofVerifier, verifyProof } from '@dfs/domain/order-proof';

/** What checking a scan or a typed code answers on the device, with no network. */
export type Lookup = { ok: true; order: ManifestOrder; proof?: string } | { ok: false; message: string };

const refusals = {
  malformed: 'Not a proof of order from this shop.',
  badSignature: 'Refused: this QR code is forged or was edited.',
  otherFlight: 'Refused: this order is for another flight.',
};

/** Checks a scanned QR code against the manifest's public key, flight and lines. */
export async function checkScan(manifest: FlightManifest, scanned: string): Promise<Lookup> {
  const verifier = await proofVerifier(crypto.subtle as unknown as ProofSubtle, manifest.publicKey);
  const check = await verifyProof(scanned, verifier, manifest.flight.id);
  if (!check.ok) return { ok: false, message: refusals[check.reason] };
  const order = manifest.orders.find((o) => o.orderCode === check.claims.o);
  if (!order) return { ok: false, message: 'This order is not on the manifest (cancelled or moved).' };
  if (order.linesDigest !== check.claims.d || order.seat !== check.claims.s) {
    return { ok: false, message: refusals.badSignature };
  }
  return { ok: true, order, proof: scanned.trim() };
}

/** Finds a typed order code on the manifest. */
export function findCode(manifest: FlightManifest, code: string): Lookup {
  const wanted = code.trim().toUpperCase();
  const order = manifest.orders.find((o) => o.orderCode === wanted);
  return order ? { ok: true, order } : { ok: false, message: `No order ${wanted} on this flight.` };
}
