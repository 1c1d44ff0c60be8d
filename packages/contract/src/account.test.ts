import { describe, expect, it } from 'vitest';
import { GuestDetails, ProfileUpdateRequest } from './account';

const guest = {
  firstName: 'Zoe',
  lastName: 'Adams',
  email: 'zoe@example.com',
  mobileNumber: '+251911234567',
};

/** The message keys a first name gets, in the order the form shows them. */
function firstNameMessages(firstName: string): string[] {
  const result = GuestDetails.safeParse({ ...guest, firstName });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('person names', () => {
  it('says what is wrong with markup or symbols, not that the name has numbers', () => {
    expect(firstNameMessages('<b>Zoe</b>')).toEqual(['validation.nameCharacters']);
    expect(firstNameMessages('Zoe@home')).toEqual(['validation.nameCharacters']);
  });

  it('keeps the digits message for digits, of any script', () => {
    expect(firstNameMessages('Zoe2')).toEqual(['validation.nameNoDigits']);
    expect(firstNameMessages('زويي٣')).toEqual(['validation.nameNoDigits']);
  });

  it('accepts names of every script with spaces, hyphens, apostrophes and full stops', () => {
    for (const name of ["Zoë O'Brien-Smith", 'J. R.', 'محمد عبد الله', '李伟', 'Nguyễn Văn An']) {
      expect(firstNameMessages(name)).toEqual([]);
    }
    expect(firstNameMessages('  ')).toEqual(['validation.firstNameRequired']);
  });

  it('applies the same rule to the optional middle name', () => {
    const profile = {
      email: 'zoe@example.com',
      title: 1,
      firstName: 'Zoe',
      lastName: 'Adams',
      nationality: 'Ethiopian',
      mobileNumber: '+251911234567',
    };
    expect(ProfileUpdateRequest.safeParse({ ...profile, middleName: '' }).success).toBe(true);
    const refused = ProfileUpdateRequest.safeParse({ ...profile, middleName: '<i>x</i>' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['validation.nameCharacters']);
  });
});
