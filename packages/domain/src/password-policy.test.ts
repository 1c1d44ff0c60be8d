import { describe, expect, it } from 'vitest';
import {
  isCommonPassword,
  isRepetitiveOrSequential,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  staffPasswordProblem,
} from './password-policy';

describe('password policy', () => {
  it('requires a password of at least 8 characters', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('Ab#1234')).toBe('tooShort');
    expect(passwordProblem('Ab#12345')).toBeUndefined();
  });

  it('allows long passphrases up to the maximum, counting characters not bytes', () => {
    expect(passwordProblem('correct horse battery staple on flight ET500')).toBeUndefined();
    const long = 'lounge at gate 7 '.repeat(10);
    expect(passwordProblem(long.slice(0, PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(passwordProblem(long.slice(0, PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
    expect(passwordProblem('كلمة سر')).toBe('tooShort');
    expect(passwordProblem('我的旅行密码很安全')).toBeUndefined();
  });

  it('refuses the most common passwords whatever their case', () => {
    for (const common of ['password', 'Password1', '12345678', 'QWERTYUIOP', 'iloveyou', 'P@ssw0rd']) {
      expect(isCommonPassword(common)).toBe(true);
      expect(passwordProblem(common)).toBe('tooCommon');
    }
    expect(isCommonPassword('Travel#2026')).toBe(false);
  });

  it('refuses the breached passwords the red team used and their variants on the shipped list', () => {
    for (const breached of ['aaaaaaaa', 'Summer2024', 'qwerty123456', 'Welcome@123', 'zaq12wsx', 'monkey123'])
      expect(passwordProblem(breached), breached).toBe('tooCommon');
  });

  it('refuses repeated and sequential passwords NIST calls out, and nothing merely similar', () => {
    for (const weak of [
      'bbbbbbbbb',
      'abababab',
      'abcabcabc',
      'xyz1xyz1',
      'abcdefghij',
      '98765432',
      'ZYXWVUTS',
    ])
      expect(isRepetitiveOrSequential(weak), weak).toBe(true);
    for (const fine of ['Travel#2026', 'abcdefgh1', 'aaaaaaab', 'Blue skies over Addis'])
      expect(isRepetitiveOrSequential(fine), fine).toBe(false);
  });

  it('asks staff for 12 characters, not breached, not repeated and not their username', () => {
    expect(staffPasswordProblem('Ab#123456789')).toBeUndefined();
    expect(staffPasswordProblem('Ab#12345678')).toBe('tooShort');
    expect(staffPasswordProblem('aaaaaaaaaaaa')).toBe('tooCommon');
    expect(staffPasswordProblem('administrator')).toBe('tooCommon');
    expect(staffPasswordProblem('night-shift-Console#1', 'night-shift')).toBe('containsUsername');
    expect(staffPasswordProblem('Gate 7 lounge keys', 'night-shift')).toBeUndefined();
  });
});
