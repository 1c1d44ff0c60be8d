import { act } from 'preact/test-utils';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';

type Module = typeof import('./external-store');
let module: Module;

beforeEach(async () => {
  // `live` is module state: each case starts from a page that is not live yet.
  vi.resetModules();
  module = await import('./external-store');
  document.body.innerHTML = '<div id="root"></div>';
});

function mount(node: Parameters<typeof createElement>[0]) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  act(() => root.render(createElement(node)));
  return () => document.getElementById('root')?.textContent;
}

describe('useExternalStore', () => {
  it("answers the server's value until the page is live, then the browser's", async () => {
    const { markPageLive, useExternalStore } = module;
    const noop = () => () => undefined;
    const text = mount(() =>
      useExternalStore(
        noop,
        () => 'small',
        () => 'large',
      ),
    );
    expect(text()).toBe('large');
    await act(async () => markPageLive());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(text()).toBe('small');
  });

  it('leaves a reader whose browser value is the server one as it is when the page comes alive', async () => {
    const { markPageLive, useExternalStore } = module;
    const noop = () => () => undefined;
    let renders = 0;
    const text = mount(() => {
      renders += 1;
      return useExternalStore(
        noop,
        () => 'en',
        () => 'en',
      );
    });
    expect(renders).toBe(1);
    await act(async () => markPageLive());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(text()).toBe('en');
    expect(renders).toBe(1);
  });

  it('tells a watcher the page is live before any reader re-renders', () => {
    const seen: string[] = [];
    document.addEventListener(module.PAGE_LIVE_EVENT, () => seen.push('live'), { once: true });
    module.markPageLive();
    module.markPageLive();
    expect(seen).toEqual(['live']);
  });
});

describe('bindStore', () => {
  it('reads the state the store was created with until the page is live, then follows changes', async () => {
    const store = createStore<{ count: number }>(() => ({ count: 0 }));
    const useCount = module.bindStore(store);
    store.setState({ count: 3 });
    const text = mount(() => String(useCount((state) => state.count)));
    expect(text()).toBe('0');
    await act(async () => module.markPageLive());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(text()).toBe('3');
    await act(async () => store.setState({ count: 4 }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(text()).toBe('4');
    expect(useCount.getState().count).toBe(4);
  });
});
