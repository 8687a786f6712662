import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config';
import { API_POLICY } from '../../src/http/content-security-policy';
import { remoteOriginsOf } from '../../src/http/remote-origins';
import { multipartBody, tinyPng } from '../uploads/upload-samples';
import { authHeader, createStore, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/** The headers every answer carries, and the Content-Security-Policy of each kind of answer. */
let dir: string;
let host: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'storedesk-headers-'));
  host = path.join(dir, 'host');
  const remote = path.join(dir, 'remote');
  mkdirSync(host);
  mkdirSync(remote);
  writeFileSync(path.join(host, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(path.join(host, 'main.3f9a1c2b.js'), 'console.log(1)');
  writeFileSync(path.join(remote, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(remote, '123.a1b2c3d4e5.js'), 'console.log(2)');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeRemotes(remotes: Record<string, string>) {
  const file = path.join(host, 'remotes.json');
  writeFileSync(file, JSON.stringify(remotes));
  // A later modification time each write, however fast the writes follow each other.
  const stamp = new Date(Date.now() + Math.random() * 1000 + 1000);
  utimesSync(file, stamp, stamp);
}

async function appWith(config: Partial<AppConfig> = {}) {
  return buildTestApp({
    config: {
      uploadDir: path.join(dir, 'uploads'),
      staticSites: [
        { prefix: '/', root: host, spa: true },
        { prefix: '/remotes/mfe_bookings/', root: path.join(dir, 'remote') },
      ],
      ...config,
    },
  });
}

/** A policy as directive -> sources. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('app pages and files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    writeRemotes({ mfe_bookings: '/remotes/mfe_bookings/mf-manifest.json' });
    app = await appWith({ publicUrl: null, googleMaps: false });
  });
  afterAll(() => app.close());

  it('run scripts of their own origin only: no inline script, no eval, nothing framing them', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.headers).toMatchObject({ ...COMMON, 'cache-control': 'no-cache' });
    expect(directives(index.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('come with the same policy on client routes, files and manifests, and keep their caching', async () => {
    const policy = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    const expected: [string, string][] = [
      ['/orders/123?tab=notes', 'no-cache'],
      ['/remotes.json', 'no-cache'],
      ['/main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
      ['/remotes/mfe_bookings/mf-manifest.json', 'no-cache'],
      ['/remotes/mfe_bookings/123.a1b2c3d4e5.js', 'public, max-age=31536000, immutable'],
    ];
    for (const [url, cache] of expected) {
      const res = await app.inject({ method: 'GET', url });
      expect([
        url,
        res.statusCode,
        res.headers['cache-control'],
        res.headers['content-security-policy'],
      ]).toEqual([url, 200, cache, policy]);
      expect(res.headers).toMatchObject(COMMON);
    }
  });

  it('follow remotes.json: a remote on another origin may run scripts and be fetched, and only its origin', async () => {
    writeRemotes({
      mfe_bookings: 'https://bookings.cdn.example:8443/mfe_bookings/mf-manifest.json',
      mfe_catalogue: '/remotes/mfe_catalogue/mf-manifest.json',
    });
    const policy = directives(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect([name, policy[name]]).toEqual([
        name,
        expect.arrayContaining(["'self'", 'https://bookings.cdn.example:8443']),
      ]);
    }
    expect(policy['script-src']).toEqual(["'self'", 'https://bookings.cdn.example:8443']);
    writeRemotes({ mfe_bookings: '/remotes/mfe_bookings/mf-manifest.json' });
    const back = directives(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(back['script-src']).toEqual(["'self'"]);
  });
});

describe('remoteOriginsOf', () => {
  it('takes the http(s) origins of absolute entries; relative, broken and other entries add nothing', () => {
    expect(
      remoteOriginsOf({
        a: 'https://a.example/x/mf-manifest.json',
        b: 'https://a.example/y/mf-manifest.json',
        c: 'http://localhost:3001/mf-manifest.json',
        d: '/remotes/d/mf-manifest.json',
        e: 'javascript:alert(1)',
        f: "https://x.example/'unsafe-inline'; script-src *",
        g: 42,
      }),
    ).toEqual(['http://localhost:3001', 'https://a.example', 'https://x.example']);
    expect(remoteOriginsOf(['https://a.example/m.json'])).toEqual([]);
    expect(remoteOriginsOf(null)).toEqual([]);
  });
});

describe('with the maps and a public address', () => {
  it("allows Google's map origins and the address uploaded files are served from", async () => {
    writeRemotes({ mfe_bookings: '/remotes/mfe_bookings/mf-manifest.json' });
    const app = await appWith({ publicUrl: 'https://desk.storedesk.test/app', googleMaps: true });
    try {
      const policy = directives(
        (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(policy['script-src']).toEqual(
        expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']),
      );
      expect(policy['img-src']).toEqual(
        expect.arrayContaining([
          'https://desk.storedesk.test',
          'https://*.googleapis.com',
          'https://*.gstatic.com',
        ]),
      );
      expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://*.googleapis.com']));
      expect(policy['media-src']).toEqual(expect.arrayContaining(['https://desk.storedesk.test']));
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
    } finally {
      await app.close();
    }
  });
});

describe('API answers', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await appWith();
    token = await loginAs(app, 'CSC', await createStore(app));
  });
  afterAll(() => app.close());

  it('are never stored by a browser or a proxy and load nothing, refusals included', async () => {
    const cases = [
      { url: '/api/store/details', headers: authHeader(token), status: 200 },
      { url: '/api/store/details', headers: {}, status: 401 },
      { url: '/api/store/cart/all?limit=-1', headers: authHeader(token), status: 400 },
      { url: '/api/no/such/route', headers: {}, status: 404 },
    ];
    for (const { url, headers, status } of cases) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect([
        url,
        res.statusCode,
        res.headers['cache-control'],
        res.headers['content-security-policy'],
      ]).toEqual([url, status, 'no-store', API_POLICY]);
      expect(res.headers).toMatchObject(COMMON);
    }
  });

  it('keep the stricter policy and long caching of uploaded files', async () => {
    const form = multipartBody([
      { name: 'type', value: 'PRODUCT' },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: tinyPng() },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/misc/upload',
      headers: { ...authHeader(token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.headers['cache-control']).toBe('no-store');
    const file = await app.inject({ method: 'GET', url: (upload.json() as { url: string }).url });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      ...COMMON,
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
});
