import { parseRemotesManifest } from '../remotes-manifest';
import { retryPlugin } from '../retry-plugin';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('remotes.json: known remotes only, URLs resolved against the host base', () => {
  expect(
    parseRemotesManifest(
      {
        mfe_bookings: '/remotes/mfe_bookings/mf-manifest.json',
        mfe_settings: 'https://cdn.example.com/settings/mf-manifest.json',
        mfe_unknown: '/remotes/x/mf-manifest.json',
        mfe_catalogue: 42,
      },
      'https://shop.example.com/',
    ),
  ).toEqual({
    mfe_bookings: 'https://shop.example.com/remotes/mfe_bookings/mf-manifest.json',
    mfe_settings: 'https://cdn.example.com/settings/mf-manifest.json',
  });
  expect(parseRemotesManifest(['mfe_bookings'], 'https://shop.example.com/')).toEqual({});
  expect(parseRemotesManifest(null, 'https://shop.example.com/')).toEqual({});
});

describe('retry plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  test('asks again for a manifest that failed, without the HTTP cache', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('oops', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ ok: true }));
    globalThis.fetch = fetchMock as typeof fetch;
    const response = await retryPlugin({ retries: 2, delayMs: 1 }).fetch?.(
      'http://r.test/mf-manifest.json',
      {},
    );
    expect(response && (await (response as Response).json())).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-cache' });
  });

  test('gives up after the retries with the last answer, and never repeats a 4xx', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response('gone', { status: 404 }));
    globalThis.fetch = fetchMock as typeof fetch;
    const response = (await retryPlugin({ retries: 2, delayMs: 1 }).fetch?.(
      'http://r.test/m.json',
      {},
    )) as Response;
    expect(response.status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('re-requests a remoteEntry that failed, dropping the failed load first', async () => {
    const globalLoading: Record<string, Promise<undefined> | undefined> = { key: Promise.resolve(undefined) };
    const exportsStub = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockImplementationOnce(async () => {
        expect(globalLoading.key).toBeUndefined();
        throw new Error('still down');
      })
      .mockResolvedValueOnce(exportsStub);
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).loadEntryError;
    const result = await hook?.({
      getRemoteEntry,
      origin: {} as never,
      remoteInfo: { name: 'mfe_bookings', entry: 'http://r.test/remoteEntry.js' } as never,
      globalLoading,
      uniqueKey: 'key',
    });
    expect(result).toBe(exportsStub);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
