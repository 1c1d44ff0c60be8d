import { customerProfiles } from './customer-profiles';
import { type CustomersDeps, customersContext } from './customers-context';
import { passwordChanges } from './password-changes';
import { registration } from './registration';

export type { CustomerContact } from './customer-profiles';
export type { CustomersDeps } from './customers-context';

/** Customer accounts: registration, profiles and passwords (sessions: sessions.service.ts). */
export function createCustomersService(deps: CustomersDeps) {
  const ctx = customersContext(deps);
  return {
    ...customerProfiles(ctx),
    ...registration(ctx),
    ...passwordChanges(ctx),
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
