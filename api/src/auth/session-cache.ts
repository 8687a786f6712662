import type { AuthContext } from './auth-context';

/**
 * How long a looked-up session is answered from memory. Changes end it sooner: every change to a row the lookup
 * reads empties the cache (migration 0015 notifies, see src/db/change-listener.ts). This is the backstop if a
 * notification were ever lost on a connection that looks alive.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions kept at most; the oldest goes first. */
export const SESSION_CACHE_MAX = 10_000;

interface Entry {
  session: AuthContext;
  /** Epoch ms: the sooner of the TTL and the token's own expiry. */
  until: number;
}

/**
 * Sessions by token hash, so a request under load does not ask the database who it is. Only found sessions are
 * kept (an unknown token always asks). Nothing is kept while changes cannot be heard (`setLive(false)`), and an
 * answer read before a change was heard is never kept (`ticket`).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private live = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether changes reach this instance; while they do not, every lookup asks the database. */
  get isLive(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  setLive(live: boolean): void {
    this.live = live;
    this.flush();
  }

  /** A session's rows changed somewhere: forget everything, and every lookup in flight (see ticket). */
  flush(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get(tokenHash: string): AuthContext | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Taken before a lookup reads the database; `set` keeps the answer only if no change was heard since. */
  ticket(): number {
    return this.generation;
  }

  set(tokenHash: string, session: AuthContext, expiresAt: Date, ticket: number): void {
    if (!this.live || ticket !== this.generation) return;
    const until = Math.min(this.now() + SESSION_CACHE_TTL_MS, expiresAt.getTime());
    if (until <= this.now()) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= SESSION_CACHE_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { session, until });
  }
}
