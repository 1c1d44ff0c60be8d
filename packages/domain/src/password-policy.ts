/** Registration and reset password rules (spec §9: at least 8 characters; long passphrases welcome). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most common passwords of at least 8 characters (from public breach-frequency lists). A short
 * list catches what credential-stuffing tries first; length does the rest.
 */
const commonPasswords = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '12341234',
  '11223344',
  '123123123',
  '147258369',
  '123qweasd',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12345',
  'asdfghjkl',
  'asdf1234',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'aa123456',
  'a1234567',
  'changeme',
  'computer',
  'corvette',
  'mercedes',
  'michelle',
  'jennifer',
  'liverpool',
  'chelsea1',
  'charlie1',
  'master12',
  'internet',
  'dragon12',
  'monkey12',
  'shadow12',
  'qazwsxedc',
  'zaq12wsx',
  'administrator',
  'admin123',
  'admin1234',
  'secret123',
  'test1234',
  'testtest',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'default1',
  'access14',
  'football1',
  'babygirl1',
  'lovely123',
  'freedom1',
]);

/** True for a password on the common-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'tooCommon';

/** The first rule a new password breaks, or undefined when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length === 0) return 'required';
  // Length counts characters as people see them, so a passphrase in Arabic or Chinese is not penalised.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (isCommonPassword(password)) return 'tooCommon';
  return undefined;
}
