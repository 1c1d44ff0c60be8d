import { describe, expect, it } from 'vitest';
import { isCommonPassword, PASSWORD_MAX_LENGTH, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('requires a password of at least 8 characters', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('Ab#1234')).toBe('tooShort');
    expect(passwordProblem('Ab#12345')).toBeUndefined();
  });

  it('allows long passphrases up to the maximum, counting characters not bytes', () => {
    expect(passwordProblem('correct horse battery staple on flight ET500')).toBeUndefined();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
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
});
