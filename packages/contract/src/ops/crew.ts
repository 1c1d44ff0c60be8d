import { z } from 'zod';
import { OrderStatusCode, PaymentOptionCode } from '../order-codes';

/** The crew's hand-over (DESIGN.md §11): a flight's manifest, hand-overs synced from the device. */

export const FlightIdQuery = z.object({
  flightId: z.coerce.number().int().positive().max(2_147_483_647).meta({ description: 'The flight’s id' }),
});
export type FlightIdQuery = z.infer<typeof FlightIdQuery>;

export const CrewFlight = z.object({
  id: z.number().int(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureAt: z.string().meta({ description: 'Departure (ISO 8601, UTC)' }),
  orders: z.number().int().meta({ description: 'Orders to hand over on it (confirmed or moved to it)' }),
});
export type CrewFlight = z.infer<typeof CrewFlight>;

export const CrewFlightList = z.object({
  flights: z.array(CrewFlight).meta({
    description: 'Flights departing from 12 hours ago to 7 days ahead, earliest first',
  }),
});
export type CrewFlightList = z.infer<typeof CrewFlightList>;

export const handOverOutcomes = [
  'handedOver',
  'partlyHandedOver',
  'refusedNoId',
  'refusedUnderAge',
  'refusedNotOnBoard',
] as const;
export const HandOverOutcome = z.enum(handOverOutcomes).meta({
  description:
    'handedOver / partlyHandedOver: the goods went to the traveller (the order is handed over); refused*: they did not (the order stays to collect)',
  example: 'handedOver',
});
export type HandOverOutcome = z.infer<typeof HandOverOutcome>;

export const ManifestLine = z.object({
  itemId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  isFree: z.boolean(),
});

export const ManifestOrder = z.object({
  orderCode: z.string(),
  seat: z.string(),
  passengerName: z.string(),
  passengerLastName: z.string().default('').meta({
    description:
      'The family name on the ticket, as the order was placed with it (the crew checks it against the boarding pass); empty on older orders',
  }),
  paymentOption: PaymentOptionCode,
  orderRequestStatus: OrderStatusCode,
  currency: z.string(),
  total: z.number(),
  cashToCollect: z.number().meta({ description: 'What the crew collects in cash (0 unless cash on board)' }),
  lines: z.array(ManifestLine),
  linesDigest: z.string().meta({ description: 'The digest a genuine proof of this order carries' }),
  handedOverAt: z.string().nullable(),
});
export type ManifestOrder = z.infer<typeof ManifestOrder>;

export const HandOverWindow = z
  .object({
    opensAt: z.string().meta({ description: 'ISO 8601, UTC: 12 hours before departure' }),
    closesAt: z.string().meta({ description: 'ISO 8601, UTC: 24 hours after departure' }),
  })
  .meta({
    description:
      'When the manifest may be used: a hand-over recorded (device time) or synced (server time) outside it is refused with 422',
  });
export type HandOverWindow = z.infer<typeof HandOverWindow>;

export const FlightManifest = z.object({
  flight: CrewFlight.omit({ orders: true }),
  generatedAt: z.string(),
  handOverWindow: HandOverWindow,
  publicKey: z.string().meta({ description: 'The Ed25519 key that verifies proofs (raw, base64url)' }),
  orders: z.array(ManifestOrder),
});
export type FlightManifest = z.infer<typeof FlightManifest>;

export const HandOverRequest = z
  .object({
    clientId: z.uuid().meta({ description: 'Made by the device once per hand-over: a retried sync is one' }),
    flightId: z.number().int().positive().max(2_147_483_647),
    orderCode: z.string().trim().min(4).max(16).optional(),
    proof: z.string().trim().min(10).max(1000).optional().meta({ description: 'The scanned QR text' }),
    outcome: HandOverOutcome,
    cashTaken: z.number().min(0).max(1_000_000).multipleOf(0.01).optional().meta({
      description:
        "Cash taken, in the order's currency: only on a cash-on-board order handed over (default: its total); more than 10× the total, or cash on any other order or outcome, is 422",
    }),
    recordedAt: z.iso.datetime().optional().meta({
      description:
        "When the crew recorded it (device time; default: the server's now): inside the flight's hand-over window and at most 5 minutes ahead of the server, else 422",
    }),
  })
  .refine((r) => r.orderCode !== undefined || r.proof !== undefined, {
    message: 'orderCode or proof is required',
    path: ['orderCode'],
  });
export type HandOverRequest = z.infer<typeof HandOverRequest>;

export const HandOverResult = z.object({
  clientId: z.string(),
  orderCode: z.string(),
  outcome: HandOverOutcome,
  counted: z.boolean().meta({ description: 'Whether this record changed the order (the first hand-over)' }),
  flagged: z
    .boolean()
    .meta({ description: 'Another device handed this order over already: for the station' }),
  orderRequestStatus: OrderStatusCode,
  receivedAt: z.string(),
  cashDifference: z.number().nullable().meta({
    description:
      'Cash taken minus cash due on this record (null when it holds no cash): anything but 0 is flagged for the station',
  }),
});
export type HandOverResult = z.infer<typeof HandOverResult>;

export const FlaggedHandOver = z.object({
  orderCode: z.string(),
  flightId: z.number().int(),
  flightNumber: z.string(),
  departureAt: z.string().nullable(),
  outcome: HandOverOutcome,
  staffName: z.string(),
  recordedAt: z.string().nullable(),
  receivedAt: z.string(),
});
export const FlaggedHandOvers = z.object({ flagged: z.array(FlaggedHandOver) });
export type FlaggedHandOvers = z.infer<typeof FlaggedHandOvers>;

export const FlaggedQuery = z.object({
  flightId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const ProofPublicKey = z.object({
  algorithm: z.literal('Ed25519'),
  publicKey: z.string().meta({ description: 'Raw 32-byte public key, base64url' }),
});
export type ProofPublicKey = z.infer<typeof ProofPublicKey>;
