import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config';
import { DOCS_POLICY } from '../../src/http/content-security-policy';
import { FIRST_NAMES, LAST_NAMES } from '../../src/seed/data/people';
import { DEMO_LOGINS } from '../../src/seed/stores';
import { buildTestApp } from '../helpers/test-app';

/** /api/docs is public: it must describe the API without any data, and a deployment can switch it off. */
let app: FastifyInstance;
let doc: string;
beforeAll(async () => {
  app = await buildTestApp();
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).body;
});
afterAll(() => app.close());

// Domains reserved for examples (RFC 2606, RFC 6761): no real mailbox can sit there.
const RESERVED_MAIL = /@([a-z0-9-]+\.)*(example\.(com|net|org)|example|test|invalid)$/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// A phone number as the seed and the screens write them: +country code, or a 10-digit Indian mobile.
const PHONES = [/\+\d{1,3}[\s-]?\d{3,}/, /(?<![\d.])[6-9]\d{9}(?![\d])/];

describe('the OpenAPI document', () => {
  it('is served with every route', () => {
    expect(JSON.parse(doc)).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    expect(doc.length).toBeGreaterThan(10_000);
  });

  it('carries no e-mail address outside the example domains and no phone number', () => {
    const emails = doc.match(EMAIL) ?? [];
    expect(emails.filter((email) => !RESERVED_MAIL.test(email))).toEqual([]);
    for (const phone of PHONES) expect(doc.match(phone)).toBeNull();
  });

  it('names no person of the demo data (staff logins or customers)', () => {
    const staff = DEMO_LOGINS.flatMap((login) => [login.email, `${login.firstName} ${login.lastName}`]);
    const customers = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => `${first} ${last}`));
    expect([...staff, ...customers].filter((name) => doc.includes(name))).toEqual([]);
  });

  it('is shown by its UI under the docs policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(DOCS_POLICY);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('API_DOCS=off', () => {
  it('is read from the environment; docs are on unless switched off', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    for (const off of ['off', 'OFF', 'false', '0', 'no'])
      expect(loadConfig({ API_DOCS: off }).apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: 'on' }).apiDocs).toBe(true);
  });

  it('takes the UI and the document away (JSON 404s), and the API keeps working', async () => {
    const closed = await buildTestApp({ config: { apiDocs: false } });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui.css']) {
        const res = await closed.inject({ method: 'GET', url });
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          404,
          { message: expect.any(String), title: 'Not Found' },
        ]);
      }
      const login = await closed.inject({ method: 'GET', url: '/api/store/details' });
      expect(login.statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});
