import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'storedesk-static-'));
  const host = path.join(dir, 'host');
  const remote = path.join(dir, 'mfe-bookings');
  mkdirSync(host);
  mkdirSync(remote);
  writeFileSync(path.join(host, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(path.join(host, 'remotes.json'), '{"mfe_bookings":"/remotes/mfe_bookings/mf-manifest.json"}');
  writeFileSync(path.join(host, 'main.3f9a1c2b.js'), 'console.log(1)');
  writeFileSync(path.join(remote, 'mf-manifest.json'), '{}');
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

const get = (url: string) => app.inject({ method: 'GET', url });

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
    expect(res.json()).toEqual({ message: 'Nothing at GET /api/no/such/thing', title: 'Not Found' });
    const post = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
