import { breachedPasswordList } from './breached-passwords';

/** Registration and reset password rules (spec §9: at least 8 characters; long passphrases welcome). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Staff passwords guard the whole shop: longer (red-team issue, point 3). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 512;

const breachedPasswords = new Set(breachedPasswordList.split('\n').filter(Boolean));

/** True for a password on the shipped breached-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return breachedPasswords.has(password.trim().toLowerCase());
}

/**
 * True for a password made of one short unit repeated (`aaaaaaaa`, `abababab`, `abcabcabc`) or of one
 * run of consecutive characters (`abcdefgh`, `98765432`): NIST SP 800-63B's "repetitive or sequential".
 */
export function isRepetitiveOrSequential(password: string): boolean {
  const chars = [...password.toLowerCase()];
  for (let unit = 1; unit <= 4 && unit * 2 <= chars.length; unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) === 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'tooCommon' | 'containsUsername';

/** The first rule a new password breaks, or undefined when it is acceptable. */
export function passwordProblem(
  password: string,
  rules: { minLength?: number; maxLength?: number; username?: string } = {},
): PasswordProblem | undefined {
  const { minLength = PASSWORD_MIN_LENGTH, maxLength = PASSWORD_MAX_LENGTH } = rules;
  if (password.length === 0) return 'required';
  // Length counts characters as people see them, so a passphrase in Arabic or Chinese is not penalised.
  const length = [...password].length;
  if (length < minLength) return 'tooShort';
  if (length > maxLength) return 'tooLong';
  if (isCommonPassword(password) || isRepetitiveOrSequential(password)) return 'tooCommon';
  const username = rules.username?.trim().toLowerCase();
  if (username && username.length >= 3 && password.toLowerCase().includes(username))
    return 'containsUsername';
  return undefined;
}

/** The first rule a new staff password breaks: 12 characters or more, and the customers' rules. */
export function staffPasswordProblem(password: string, username?: string): PasswordProblem | undefined {
  return passwordProblem(password, {
    minLength: STAFF_PASSWORD_MIN_LENGTH,
    maxLength: STAFF_PASSWORD_MAX_LENGTH,
    ...(username ? { username } : {}),
  });
}
