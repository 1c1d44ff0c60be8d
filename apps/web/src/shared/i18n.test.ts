import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, onLanguageChanged, translator } from './i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('changeLanguage', () => {
  it('switches once the catalogue is here: the page, the cookie and the listeners follow', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ header: { language: '语言' } }), { status: 200 })),
    );
    const heard = vi.fn();
    const stop = onLanguageChanged(heard);
    await changeLanguage('zh-CN');
    stop();
    expect(currentLanguage()).toBe('zh');
    expect(translator.t('header.language')).toBe('语言');
    expect(document.documentElement.lang).toBe('zh');
    expect(document.cookie).toContain('i18next=zh');
    expect(heard).toHaveBeenCalledWith('zh');
  });

  it('stays in the language it can show when the new catalogue cannot be fetched', async () => {
    vi.useFakeTimers();
    const before = currentLanguage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const switching = changeLanguage('ar');
    await vi.runAllTimersAsync();
    await switching;
    expect(currentLanguage()).toBe(before);
    expect(document.documentElement.dir).not.toBe('rtl');
  });
});
