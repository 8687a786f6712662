import { Client } from 'pg';
import { SESSION_CHANGES, type DbHandle } from './client';

/** How long a lost listener connection waits before it connects again. */
const RECONNECT_MS = 1_000;

export interface ChangeEvents {
  /** Something changed (a commit on any instance, this one included). */
  onChange: () => void;
  /** Whether changes are being heard: false while the listener is (re)connecting, and after close. */
  onLive: (live: boolean) => void;
  onError?: (error: Error) => void;
}

/** A connection being let go: its events no longer matter, but an 'error' without a listener would throw. */
function quiet(client: Client | undefined) {
  client?.removeAllListeners();
  client?.on('error', () => undefined);
}

export interface ChangeListener {
  close: () => Promise<void>;
}

/**
 * Hears SESSION_CHANGES. PGlite is one connection in this process, and the notification of a commit arrives with
 * the commit's own answer. On PostgreSQL two paths together:
 * - every pool connection LISTENs (createDb), so this instance's own commit is heard before its query returns;
 * - one connection of its own LISTENs all the time, so other instances' commits are heard even when the pool is
 *   idle. While it is down, onLive(false): callers must not trust what they kept.
 */
export async function listenForChanges(handle: DbHandle, events: ChangeEvents): Promise<ChangeListener> {
  if (handle.driver === 'pglite') {
    const unlisten = await handle.client.listen(SESSION_CHANGES, events.onChange);
    events.onLive(true);
    return {
      close: async () => {
        events.onLive(false);
        // The caller may have closed the database already (tests own their PGlite).
        await unlisten().catch(() => undefined);
      },
    };
  }
  const { poolNotifications } = handle;
  const { connectionString } = handle.client.options;
  poolNotifications.on(SESSION_CHANGES, events.onChange);
  let closed = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    events.onLive(false);
    if (error) events.onError?.(error);
    quiet(client);
    client?.end().catch(() => undefined);
    client = undefined;
    if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    retry = undefined;
    const next = new Client({
      connectionString,
      application_name: 'storedesk-change-listener',
      keepAlive: true,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANGES) events.onChange();
    });
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANGES}`);
      if (client === next && !closed) events.onLive(true);
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      poolNotifications.off(SESSION_CHANGES, events.onChange);
      events.onLive(false);
      const last = client;
      client = undefined;
      quiet(last);
      await last?.end().catch(() => undefined);
    },
  };
}
