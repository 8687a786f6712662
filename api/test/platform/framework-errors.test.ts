import { ERROR_CODES } from '@storedesk/shared/contracts';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/test-app';

/**
 * Refusals that happen before any route runs (Node's HTTP parser, Fastify's router and body parser) answer in the
 * one error shape `{message, title}` like every other error. Sent over a real socket, since `inject` skips the
 * parser that answers 431.
 */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends raw bytes and reads the whole answer (the server closes the connection, or we ask it to). */
function rawRequest(text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(text);
  });
}

const expectErrorShape = (answer: RawAnswer) => {
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'title']);
  expect(ERROR_CODES).toContain(body.code);
  expect(typeof body.message).toBe('string');
  expect(typeof body.title).toBe('string');
};

describe("the framework's own refusals", () => {
  it('431 for headers larger than the server accepts', async () => {
    const answer = await rawRequest(
      `GET /api/employee/store_access HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectErrorShape(answer);
  });

  it('414 for a path part longer than the router accepts', async () => {
    const answer = await rawRequest(
      `GET /api/report/${'a'.repeat(500)}/daily HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    expectErrorShape(answer);
  });

  it('413 for a body over the limit', async () => {
    const body = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'title']);
  });

  it('415 for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/employee/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'The request is sent in a format the server does not accept. Send JSON.',
      title: 'Unsupported Format',
      code: 'UNSUPPORTED_FORMAT',
    });
  });

  it('400 for bytes that are not HTTP', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expectErrorShape(answer);
  });
});
