import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  followLanguageInOtherTabs,
  onLanguageChanged,
  translator,
} from './i18n';
import { LANGUAGE_STORAGE_KEY } from './language-sources';

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

describe('followLanguageInOtherTabs', () => {
  it('switches when another tab chose a language, and ignores other keys and unknown languages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ header: { language: 'اللغة' } }), { status: 200 })),
    );
    await changeLanguage('en');
    vi.mocked(fetch).mockClear();
    const heard = vi.fn();
    const stopHearing = onLanguageChanged(heard);
    const stop = followLanguageInOtherTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: 'dfs-cart', newValue: 'ar' }));
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'xx' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    expect(currentLanguage()).toBe('en');

    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'ar' }));
    await vi.waitFor(() => expect(currentLanguage()).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(heard).toHaveBeenCalledWith('ar');

    stop();
    stopHearing();
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'zh' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(currentLanguage()).toBe('ar');
  });
});
