import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeLanguage,
  currentLanguage,
  followLanguageInOtherTabs,
  initI18n,
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

describe('initI18n', () => {
  it('leaves <html lang dir> alone when the server wrote them (writing them restyles every element)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const writes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) writes.push(record.attributeName ?? '');
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
    await initI18n({ language: 'ar', namespaces: ['translation'] });
    await Promise.resolve();
    expect(writes).toEqual([]);
    await initI18n({ language: 'en', namespaces: ['translation'] });
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual(['lang', 'dir']);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
  });
});
