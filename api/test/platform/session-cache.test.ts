import { SESSION_CACHE_MAX, SESSION_CACHE_TTL_MS, SessionCache } from '../../src/auth/session-cache';
import type { AuthContext } from '../../src/auth/session';

const session = (n: number): AuthContext => ({
  employeeId: `e${n}`,
  storeId: 's',
  role: 'ADMIN',
  tokenId: `t${n}`,
  storeTimezone: 'Asia/Kolkata',
});

function liveCache() {
  let now = 1_000_000;
  const cache = new SessionCache(() => now);
  cache.setLive(true);
  return { cache, advance: (ms: number) => (now += ms), at: (ms: number) => new Date(now + ms) };
}

describe('SessionCache', () => {
  it('answers a kept session until the TTL, then asks again', () => {
    const { cache, advance, at } = liveCache();
    cache.set('h1', session(1), at(60_000), cache.ticket());
    expect(cache.get('h1')).toEqual(session(1));
    advance(SESSION_CACHE_TTL_MS - 1);
    expect(cache.get('h1')).toEqual(session(1));
    advance(1);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never answers past the token expiry, even within the TTL', () => {
    const { cache, advance, at } = liveCache();
    cache.set('h1', session(1), at(1_000), cache.ticket());
    advance(999);
    expect(cache.get('h1')).toBeDefined();
    advance(1);
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h2', session(2), at(0), cache.ticket());
    expect(cache.get('h2')).toBeUndefined();
  });

  it('does not keep an answer read before a change was heard', () => {
    const { cache, at } = liveCache();
    const ticket = cache.ticket();
    cache.flush(); // a change commits while the lookup is in flight
    cache.set('h1', session(1), at(60_000), ticket);
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h1', session(1), at(60_000), cache.ticket());
    expect(cache.get('h1')).toEqual(session(1));
  });

  it('forgets everything on a change, and keeps nothing while changes are not heard', () => {
    const { cache, at } = liveCache();
    cache.set('h1', session(1), at(60_000), cache.ticket());
    cache.flush();
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h1', session(1), at(60_000), cache.ticket());
    cache.setLive(false);
    expect(cache.get('h1')).toBeUndefined();
    cache.set('h1', session(1), at(60_000), cache.ticket());
    expect(cache.size).toBe(0);
    expect(cache.isLive).toBe(false);
  });

  it('keeps at most SESSION_CACHE_MAX sessions, dropping the oldest', () => {
    const { cache, at } = liveCache();
    for (let i = 0; i <= SESSION_CACHE_MAX; i += 1)
      cache.set(`h${i}`, session(i), at(60_000), cache.ticket());
    expect(cache.size).toBe(SESSION_CACHE_MAX);
    expect(cache.get('h0')).toBeUndefined();
    expect(cache.get(`h${SESSION_CACHE_MAX}`)).toEqual(session(SESSION_CACHE_MAX));
  });
});
