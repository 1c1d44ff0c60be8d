import { describe, expect, it } from 'vitest';
import { CollectingDetails } from './collecting-details';
import { CreatePreOrderRequest } from './preorders';

const details = {
  pickFrom: 'Onboard',
  origin: 'ADD',
  destination: 'LHR',
  flightNumber: 'ET500',
  departureDate: '2026-12-01',
  ticketNumber: '0712345678901',
  seatNumber: '12A',
};

/** The message keys a field gets (the storefront's form and the API's 400 answers translate them). */
function messages(
  schema: typeof CollectingDetails | typeof CreatePreOrderRequest,
  value: object,
  path: string,
) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
}

describe('the seat of a pre-order', () => {
  it('is a row of 1–3 digits from 1 and a seat letter, as tickets print it', () => {
    for (const seatNumber of ['1A', '12a', ' 30K ', '123C']) {
      expect(messages(CollectingDetails, { ...details, seatNumber }, 'seatNumber')).toEqual([]);
    }
  });

  it('refuses anything else with the seat message', () => {
    for (const seatNumber of ['0A', '07C', '12', 'A12', '12Z', '1234A', '12A!', '<b>']) {
      expect(messages(CollectingDetails, { ...details, seatNumber }, 'seatNumber'), seatNumber).toEqual([
        'checkout.errors.seatNumber',
      ]);
    }
    expect(messages(CollectingDetails, { ...details, seatNumber: ' ' }, 'seatNumber')).toEqual([
      'checkout.errors.required',
    ]);
  });
});

describe('a guest’s name on a pre-order', () => {
  const order = (firstName: string, lastName = 'Girma') => ({
    ...details,
    items: [{ itemId: 1, quantity: 1 }],
    currencyId: 2,
    paymentOption: 2,
    guest: { firstName, lastName, email: 'hana@example.com', mobileNumber: '+251911000111' },
  });

  it('refuses markup and symbols with the name message', () => {
    for (const name of ['<b>Hana</b>', '<script>alert()</script>', 'Hana&Co', 'Hana"', '{{Hana}}']) {
      expect(messages(CreatePreOrderRequest, order(name), 'guest.firstName'), name).toEqual([
        'validation.nameCharacters',
      ]);
      expect(messages(CreatePreOrderRequest, order('Hana', name), 'guest.lastName'), name).toEqual([
        'validation.nameCharacters',
      ]);
    }
  });

  it('accepts names of every script; an empty one is required', () => {
    for (const name of ["Zoë O'Brien-Smith", 'J. R.', 'محمد عبد الله', '李伟']) {
      expect(messages(CreatePreOrderRequest, order(name), 'guest.firstName')).toEqual([]);
    }
    expect(messages(CreatePreOrderRequest, order(' '), 'guest.firstName')).toEqual([
      'checkout.errors.required',
    ]);
  });
});
