import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInParts } from './hydrate-later';

function Page({ onLater, empty }: { onLater: () => void; empty?: boolean }) {
  return (
    <div>
      <p>top</p>
      <HydrateLater>
        {empty ? null : (
          <button type="button" onClick={onLater}>
            later
          </button>
        )}
      </HydrateLater>
      <HydrateLater>
        <span>second</span>
        <span>part</span>
      </HydrateLater>
      <p>bottom</p>
    </div>
  );
}

const serverMarkup = (node: ReactNode) => renderToString(node as unknown as VNode);

describe('HydrateLater', () => {
  it('keeps the server markup of a part and makes it live only after the rest, in a later task', async () => {
    const markup = serverMarkup(<Page onLater={() => undefined} />);
    expect(markup).toContain('<div class="contents"><button type="button">later</button></div>');
    const container = document.createElement('div');
    container.innerHTML = markup;
    const button = container.querySelector('button') as HTMLButtonElement;
    let clicks = 0;
    let clickedDuringHydration = -1;
    const parts = hydrateInParts(() => {
      hydrateRoot(container, <Page onLater={() => clicks++} />);
      button.click();
      clickedDuringHydration = clicks;
    });
    expect(clickedDuringHydration).toBe(0);
    await parts;
    button.click();
    expect(clicks).toBe(1);
    // Hydrated in place: the same nodes, the same markup.
    expect(container.querySelector('button')).toBe(button);
    expect(container.innerHTML).toBe(markup);
  });

  it('holds a part that drew nothing without taking its neighbours', async () => {
    const markup = serverMarkup(<Page onLater={() => undefined} empty />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    await hydrateInParts(() => hydrateRoot(container, <Page onLater={() => undefined} empty />));
    expect(container.innerHTML).toBe(markup);
    expect(container.textContent).toBe('topsecondpartbottom');
  });

  it('renders its children at once outside hydration', () => {
    const container = document.createElement('div');
    createRoot(container).render(<Page onLater={() => undefined} />);
    expect(container.querySelector('button')?.textContent).toBe('later');
  });
});
