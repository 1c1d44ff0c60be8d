import { z } from 'zod';

/** A flight's cabin crew as the station assigns it (issue 42 point 8). */
export const FlightCrew = z.object({
  flightId: z.number().int(),
  assigned: z
    .array(z.number().int())
    .meta({ description: 'The staff ids of the crew assigned to the flight' }),
  crew: z
    .array(z.object({ staffId: z.number().int(), displayName: z.string() }))
    .meta({ description: 'Every active crew member, who may be assigned' }),
});
export type FlightCrew = z.infer<typeof FlightCrew>;

export const SetFlightCrewRequest = z
  .object({
    flightId: z.number().int().positive().max(2_147_483_647),
    staffIds: z.array(z.number().int().positive().max(2_147_483_647)).max(50).meta({
      description: 'The whole crew of the flight (active crew members); an empty list unassigns all',
    }),
  })
  .strict();
export type SetFlightCrewRequest = z.infer<typeof SetFlightCrewRequest>;
