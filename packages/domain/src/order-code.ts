/** Crockford's base 32 without I, L, O and U: nothing a crew member can misread. */
export const ORDER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters of 5 bits: 2^50 codes, so guessing one that exists is hopeless. */
export const ORDER_CODE_LENGTH = 10;

/** Makes order codes; the default draws them at random, a deployment may plug in its own scheme. */
export interface OrderCodeGenerator {
  next(): string;
}

/** Turns random bytes (at least ORDER_CODE_LENGTH) into an order code. */
export function orderCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < ORDER_CODE_LENGTH) throw new RangeError('not enough random bytes for an order code');
  let code = '';
  for (let i = 0; i < ORDER_CODE_LENGTH; i++) code += ORDER_CODE_ALPHABET[bytes[i]! & 31];
  return code;
}

/** Whether a string has the shape of an order code (before any database look-up). */
export function isOrderCode(value: string): boolean {
  return new RegExp(`^[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_LENGTH}}$`).test(value);
}
