import { z } from 'zod';

/** The status a station gives a flight (issue 18). */
export const flightStatuses = ['scheduled', 'retimed', 'cancelled', 'departed', 'arrived'] as const;
export const FlightStatus = z.enum(flightStatuses).meta({
  description:
    'scheduled; retimed (new departure, orders follow); cancelled (travellers move or are refunded); departed; arrived',
  example: 'scheduled',
});
export type FlightStatus = z.infer<typeof FlightStatus>;

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const FlightNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}\d{1,5}[A-Z]?$/, 'carrier code and number, e.g. ET500')
  .max(8)
  .meta({ example: 'ET500' });
const Airport = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'three letters')
  .meta({ example: 'ADD' });
const Instant = z.iso
  .datetime({ offset: true })
  .meta({ description: 'ISO 8601 with offset', example: '2026-12-01T08:30:00Z' });
const AirportLocal = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'YYYY-MM-DDTHH:mm')
  .meta({
    description: "The time on the departure airport's clock (its zone, summer time included)",
    example: '2026-12-01T16:05',
  });
const Day = z.iso.date().meta({ example: '2026-12-01' });

export const OpsFlight = z.object({
  id: z.number().int(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureAt: z.string().meta({ description: 'UTC instant (ISO 8601)' }),
  originTimeZone: z.string().meta({ description: "The departure airport's IANA zone" }),
  status: FlightStatus,
  cancelledAt: z.string().nullable(),
  pickListPrintedAt: z.string().nullable(),
  orders: z.number().int().meta({ description: 'Pre-orders to load (confirmed or moved here)' }),
  version: z.number().int().meta({ description: 'Send it back with Update (409 if changed meanwhile)' }),
});
export type OpsFlight = z.infer<typeof OpsFlight>;

export const OpsFlightsQuery = z
  .object({
    date: Day.optional().meta({ description: 'Departure day (UTC)' }),
    origin: Airport.optional(),
    destination: Airport.optional(),
    status: FlightStatus.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
  })
  .strict();
export type OpsFlightsQuery = z.infer<typeof OpsFlightsQuery>;

export const OpsFlightsPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  flights: z.array(OpsFlight),
});
export type OpsFlightsPage = z.infer<typeof OpsFlightsPage>;

export const OpsFlightIdQuery = z.object({ flightId: Id }).strict();

export const OpsFlightCreateRequest = z
  .object({
    flightNumber: FlightNumber,
    origin: Airport,
    destination: Airport,
    departureAt: Instant.optional().meta({ description: 'The departure as an instant; or departureLocal' }),
    departureLocal: AirportLocal.optional(),
  })
  .strict()
  .refine((f) => f.origin !== f.destination, {
    message: 'origin and destination differ',
    path: ['destination'],
  })
  .refine((f) => (f.departureAt === undefined) !== (f.departureLocal === undefined), {
    message: 'give departureAt or departureLocal, one of them',
    path: ['departureAt'],
  });
export type OpsFlightCreateRequest = z.infer<typeof OpsFlightCreateRequest>;

export const OpsFlightUpdateRequest = z
  .object({
    id: z.number().int().min(1),
    version: z.number().int().min(1),
    flightNumber: FlightNumber.optional(),
    origin: Airport.optional(),
    destination: Airport.optional(),
  })
  .strict()
  .meta({
    description: 'The departure time changes through SetStatus (retimed), which tells the travellers',
  });
export type OpsFlightUpdateRequest = z.infer<typeof OpsFlightUpdateRequest>;

export const OpsFlightSetStatusRequest = z
  .object({
    flightId: z.number().int().min(1),
    status: FlightStatus,
    newDeparture: Instant.optional().meta({
      description: 'With retimed, the new departure as an instant; or newDepartureLocal',
    }),
    newDepartureLocal: AirportLocal.optional(),
  })
  .strict()
  .refine(
    (r) =>
      r.status === 'retimed'
        ? (r.newDeparture === undefined) !== (r.newDepartureLocal === undefined)
        : r.newDeparture === undefined && r.newDepartureLocal === undefined,
    {
      message: 'a retimed flight needs its new departure (one of the two fields); no other status takes one',
      path: ['newDeparture'],
    },
  );
export type OpsFlightSetStatusRequest = z.infer<typeof OpsFlightSetStatusRequest>;

export const OpsFlightStatusResult = z.object({
  flight: OpsFlight,
  ordersTold: z.number().int().meta({ description: 'Customers e-mailed about the change' }),
});
export type OpsFlightStatusResult = z.infer<typeof OpsFlightStatusResult>;

export const FLIGHT_IMPORT_COLUMNS = ['flightNumber', 'origin', 'destination', 'departureAt'] as const;
export const FLIGHT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const OpsFlightImportQuery = z
  .object({
    dryRun: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true')
      .meta({ description: 'true (the default): list each row and write nothing' }),
  })
  .meta({
    description:
      'The body is CSV (text/csv) with a header row: flightNumber, origin, destination, departureAt',
  });

export const OpsFlightImportResult = z.object({
  applied: z.boolean().meta({ description: 'Whether the flights were written (never when any row failed)' }),
  rows: z.array(
    z.object({
      line: z.number().int(),
      flightNumber: z.string(),
      departureAt: z.string(),
      error: z.string().nullable(),
    }),
  ),
});
export type OpsFlightImportResult = z.infer<typeof OpsFlightImportResult>;

export const OpsPreOrderWindow = z.object({
  origin: z.string().meta({ description: 'Empty: the default of every route' }),
  destination: z.string(),
  openDays: z.number().int().min(1).max(365),
  cutoffHours: z.number().int().min(0).max(168),
  version: z.number().int(),
});
export type OpsPreOrderWindow = z.infer<typeof OpsPreOrderWindow>;

export const OpsPreOrderWindowList = z.object({ windows: z.array(OpsPreOrderWindow) });

export const OpsPreOrderWindowSetRequest = z
  .object({
    origin: z.union([Airport, z.literal('')]).default(''),
    destination: z.union([Airport, z.literal('')]).default(''),
    openDays: z.number().int().min(1).max(365),
    cutoffHours: z.number().int().min(0).max(168),
    version: z.number().int().min(0).meta({ description: '0 for a new route window; else the one read' }),
  })
  .strict()
  .refine((w) => (w.origin === '') === (w.destination === ''), {
    message: 'name both airports, or neither for the default',
    path: ['destination'],
  });
export type OpsPreOrderWindowSetRequest = z.infer<typeof OpsPreOrderWindowSetRequest>;

export const OpsFlightStockLine = z.object({
  itemId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
const RangeVersion = z.string().min(1).max(64).meta({
  description: "The flight's range as it stands (changes with any line); send it back with SetStock",
});
export const OpsFlightStock = z.object({
  flightId: z.number().int(),
  lines: z.array(OpsFlightStockLine),
  version: RangeVersion,
});
export type OpsFlightStock = z.infer<typeof OpsFlightStock>;

export const OpsFlightStockSetRequest = z
  .object({
    flightId: z.number().int().min(1),
    version: RangeVersion.meta({
      description: 'The version read (GetStock or GetStockTemplate): 409 if the range changed meanwhile',
    }),
    lines: z
      .array(
        z
          .object({ itemId: z.number().int().min(1), quantity: z.number().int().min(0).max(100_000) })
          .strict(),
      )
      .max(2000)
      .refine((l) => new Set(l.map((x) => x.itemId)).size === l.length, 'each item once'),
  })
  .strict()
  .meta({ description: 'The whole on-board range: items left out are taken off the flight' });
export type OpsFlightStockSetRequest = z.infer<typeof OpsFlightStockSetRequest>;

export const OpsFlightTemplateQuery = z
  .object({ flightId: Id, fromFlightId: Id.optional().meta({ description: 'Copy this flight’s range' }) })
  .strict();

export const PickListLine = z.object({
  itemId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export const PickListSeat = z.object({
  seatNumber: z.string(),
  orders: z.array(
    z.object({
      orderCode: z.string(),
      passenger: z.string(),
      isNew: z.boolean().meta({ description: 'Placed after the list was last printed' }),
      lines: z.array(PickListLine),
    }),
  ),
});
export const PickList = z.object({
  flight: OpsFlight,
  printedAt: z.string().nullable(),
  seats: z.array(PickListSeat),
  totals: z.array(PickListLine).meta({ description: 'Each item to load, summed over every order' }),
});
export type PickList = z.infer<typeof PickList>;
