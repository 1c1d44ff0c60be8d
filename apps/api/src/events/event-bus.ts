import type { Db } from '../db/client';

/**
 * Events one module reports to others inside the transaction that caused them (DESIGN.md §10): the
 * publisher knows only the event's shape, never its subscribers, so no two modules import each other
 * both ways. Subscribers run in order, in the publisher's transaction; work that must wait for the
 * commit goes through the outbox.
 */
export function createEventBus<Events extends { [K in keyof Events]: object }>() {
  const subscribers = new Map<keyof Events, ((tx: Db, event: never) => Promise<void>)[]>();
  return {
    on<K extends keyof Events>(name: K, handler: (tx: Db, event: Events[K]) => Promise<void>) {
      subscribers.set(name, [
        ...(subscribers.get(name) ?? []),
        handler as (tx: Db, event: never) => Promise<void>,
      ]);
    },
    /** Runs every subscriber of `name`; an event nobody listens to is a wiring error. */
    async emit<K extends keyof Events>(tx: Db, name: K, event: Events[K]) {
      const handlers = subscribers.get(name);
      if (!handlers?.length) throw new Error(`no subscriber for ${String(name)}`);
      for (const handler of handlers) await handler(tx, event as never);
    },
  };
}

export type EventBus<Events extends { [K in keyof Events]: object }> = ReturnType<
  typeof createEventBus<Events>
>;
