import { type ReactNode, Suspense } from 'react';

/**
 * Parts of a server-rendered page hydrated after the rest, each in a task of its own: Preact hydrates
 * in one task, and on Lighthouse's phone the whole page took 115–150 ms, all of it blocking. While
 * `hydrateInParts` hydrates, a `HydrateLater` part suspends; Preact keeps its server markup on screen
 * and hydrates it when the part resumes (decision 040). Anywhere else, and on the server, it renders
 * its children at once (in a `display: contents` box, on both sides).
 */
let deferring = false;
const waiting: (() => void)[] = [];

function Deferred({ children }: { children: ReactNode }) {
  if (deferring) throw new Promise<void>((resolve) => waiting.push(resolve));
  // Preact keeps one node of a suspended part's markup: a box that takes no part in the layout holds it.
  return <div className="contents">{children}</div>;
}

/**
 * Nothing in a part may call `useId`: Preact numbers ids in render order, and a part renders after the
 * rest of the page, so its ids would not be the server's.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}

/**
 * Resolves in a later task, letting the browser paint and handle input in between. A message, not a
 * timer: browsers hold nested timers back 4 ms each, and a list page has some twenty parts.
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Runs `hydrate` with the parts held back, then lets them hydrate one per task. */
export async function hydrateInParts(hydrate: () => void): Promise<void> {
  deferring = true;
  try {
    hydrate();
  } finally {
    deferring = false;
  }
  while (waiting.length > 0) {
    await nextTask();
    waiting.shift()?.();
  }
  // The last part's render is queued behind its promise: let it run before the page counts as live.
  await nextTask();
}
