import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mail-format';

describe('mail formatting', () => {
  it('writes the characters HTML would read as markup as character references', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry</a>')).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#60;/a&#62;',
    );
    expect(escapeHtml('ساعة 手表')).toBe('ساعة 手表');
  });
});
