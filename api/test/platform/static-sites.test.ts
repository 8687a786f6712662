import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let dir: string;

/** What the build writes for a text asset: the file and its brotli and gzip twins. */
function writeWithTwins(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}
const INDEX_HTML = `<!doctype html><title>host</title>${'<!-- padding -->'.repeat(100)}`;
const MAIN_JS = `console.log(${JSON.stringify('main '.repeat(500))})`;
const MANIFEST = JSON.stringify({ name: 'mfe_bookings', shared: Array(50).fill({ name: 'react' }) });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'storedesk-static-'));
  const host = path.join(dir, 'host');
  const remote = path.join(dir, 'mfe-bookings');
  mkdirSync(host);
  mkdirSync(remote);
  writeWithTwins(path.join(host, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(host, 'remotes.json'), '{"mfe_bookings":"/remotes/mfe_bookings/mf-manifest.json"}');
  writeWithTwins(path.join(host, 'main.3f9a1c2b.js'), MAIN_JS);
  writeFileSync(path.join(host, 'gzip-only.5e6f7a8b.js'), 'console.log(3)');
  writeFileSync(path.join(host, 'gzip-only.5e6f7a8b.js.gz'), gzipSync('console.log(3)'));
  writeWithTwins(path.join(remote, 'mf-manifest.json'), MANIFEST);
  writeFileSync(path.join(remote, '123.a1b2c3d4e5.js'), 'console.log(2)');
  app = await buildTestApp({
    config: {
      staticSites: [
        { prefix: '/', root: host, spa: true },
        { prefix: '/remotes/mfe_bookings/', root: remote },
      ],
    },
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static sites', () => {
  it('serves index.html and remotes.json uncached, hashed assets cached long', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>host</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const remotes = await get('/remotes.json');
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json()).toEqual({ mfe_bookings: '/remotes/mfe_bookings/mf-manifest.json' });
    expect((await get('/main.3f9a1c2b.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('serves the remote under its prefix, its manifest uncached', async () => {
    const manifest = await get('/remotes/mfe_bookings/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe_bookings/123.a1b2c3d4e5.js')).headers['cache-control']).toContain(
      'immutable',
    );
  });

  it('answers index.html for client-side routes of the SPA, but 404 for missing files and non-SPA sites', async () => {
    const deep = await get('/orders/123/details?tab=notes');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>host</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect((await get('/missing.4f00aa11.js')).statusCode).toBe(404);
    expect((await get('/remotes/mfe_bookings/nothing')).statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await get('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Nothing at GET /api/no/such/thing',
      title: 'Not Found',
      code: 'NOT_FOUND',
    });
    const post = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('static sites: compressed delivery by content negotiation', () => {
  const varies = (headers: Record<string, unknown>) =>
    String(headers.vary ?? '')
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes('accept-encoding');

  it('answers brotli when the browser accepts it, with its encoding, length and Vary, still cached for good', async () => {
    const res = await get('/main.3f9a1c2b.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(MAIN_JS.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_JS);
    expect(varies(res.headers)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers gzip to a browser without brotli, and where a file has only a gzip twin', async () => {
    const res = await get('/main.3f9a1c2b.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_JS);
    expect(varies(res.headers)).toBe(true);
    const gzipOnly = await get('/gzip-only.5e6f7a8b.js', 'br, gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe('console.log(3)');
  });

  it('follows the browser’s q-values: gzip preferred over brotli, brotli refused', async () => {
    expect((await get('/main.3f9a1c2b.js', 'br;q=0.5, gzip;q=1')).headers['content-encoding']).toBe('gzip');
    expect((await get('/main.3f9a1c2b.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('answers the file itself when no encoding is accepted or no twin exists, still with Vary', async () => {
    const plain = await get('/main.3f9a1c2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
    expect(Number(plain.headers['content-length'])).toBe(MAIN_JS.length);
    expect(varies(plain.headers)).toBe(true);
    const identity = await get('/main.3f9a1c2b.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const remotes = await get('/remotes.json', 'br, gzip');
    expect(remotes.headers['content-encoding']).toBeUndefined();
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json()).toEqual({ mfe_bookings: '/remotes/mfe_bookings/mf-manifest.json' });
  });

  it('keeps index.html and the manifests uncached when compressed, client-side routes included', async () => {
    for (const url of ['/', '/index.html', '/orders/123/details']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    }
    const manifest = await get('/remotes/mfe_bookings/mf-manifest.json', 'gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(manifest.rawPayload).toString())).toEqual(JSON.parse(MANIFEST));
  });

  it('still answers 404 for a missing file whatever the browser accepts', async () => {
    expect((await get('/missing.4f00aa11.js', 'br, gzip')).statusCode).toBe(404);
    expect((await get('/remotes/mfe_bookings/nothing.js', 'br')).statusCode).toBe(404);
  });
});
