import pg from 'pg';

export interface ListenHandlers {
  /** A notification's payload on the channel. */
  message(payload: string): void;
  /** The connection was lost and is listening again: notifications sent meanwhile were missed. */
  reconnected(): void;
}

export interface Listening {
  /** Settles once the first attempt to listen has succeeded or failed (it retries either way). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** The application_name of listening connections (so an operator, or a test, can find them). */
export const listenerApplicationName = 'dfs-cache-listener';

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to others). When
 * the connection drops or cannot be opened it tries again every `retryMs` until closed.
 */
export function listenOn(url: string, channel: string, on: ListenHandlers, retryMs = 1_000): Listening {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let listenedOnce = false;

  function retry(lost: pg.Client) {
    if (closed || client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: listenerApplicationName,
    });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === channel) on.message(n.payload ?? '');
    });
    c.on('error', () => retry(c));
    c.on('end', () => retry(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      if (listenedOnce) on.reconnected();
      listenedOnce = true;
    } catch {
      retry(c);
    }
  }

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
