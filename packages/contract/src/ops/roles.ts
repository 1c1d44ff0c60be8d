import { z } from 'zod';

/** Staff roles of the operations console (DESIGN.md §11); a staff member may hold several. */
export const staffRoles = ['admin', 'merchandiser', 'station', 'crew', 'care'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const StaffRole = z.enum(staffRoles).meta({
  description:
    'admin: staff and settings; merchandiser: catalogue and prices; station: flights and stock; crew: hand-over; care: orders and refunds',
  example: 'merchandiser',
});
