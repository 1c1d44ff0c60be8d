import { z } from 'zod';

/** A partner's API client (issue 42 point 6): its orders and webhook endpoints form its channel. */
export const PartnerClient = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.string().meta({ description: 'Sent with the secret to Token/Startup', example: 'pc_4kq0…' }),
  active: z.boolean().meta({ description: 'Off once revoked: its tokens stop working within seconds' }),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type PartnerClient = z.infer<typeof PartnerClient>;

export const PartnerClientCreated = PartnerClient.extend({
  clientSecret: z.string().meta({ description: 'The client secret (pcs_…): shown this once only' }),
});
export type PartnerClientCreated = z.infer<typeof PartnerClientCreated>;

export const PartnerClientList = z.object({ clients: z.array(PartnerClient) });
export type PartnerClientList = z.infer<typeof PartnerClientList>;

export const PartnerClientCreateRequest = z
  .object({
    name: z.string().trim().min(1).max(100).meta({ description: "The partner's name, as staff know it" }),
  })
  .strict();
export type PartnerClientCreateRequest = z.infer<typeof PartnerClientCreateRequest>;

export const PartnerClientRevokeRequest = z
  .object({ id: z.number().int().positive().max(2_147_483_647) })
  .strict();
export type PartnerClientRevokeRequest = z.infer<typeof PartnerClientRevokeRequest>;
