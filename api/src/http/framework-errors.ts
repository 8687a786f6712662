import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/**
 * Fastify's and Node's own refusals, answered in the one error shape `{message, title, code}` like every other error.
 * Three paths reach here: errors Fastify raises while reading a request (the error handler: body too large, wrong
 * content type...), errors of its router before any route runs (`frameworkErrors`: a malformed URL, a path part
 * over the length limit), and errors of Node's HTTP parser before Fastify sees a request (`clientErrorHandler`:
 * headers or URL too large, a request that is not HTTP).
 */
interface Answer {
  status: number;
  message: string;
  title: string;
}

const FASTIFY_ERRORS: Record<string, Answer> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: 'The request is larger than the server accepts.',
    title: 'Request Too Large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'The request is sent in a format the server does not accept. Send JSON.',
    title: 'Unsupported Format',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body does not match its declared length.',
    title: 'Invalid Input',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty; send a JSON object.',
    title: 'Invalid Input',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'The request body is not valid JSON.',
    title: 'Invalid Input',
  },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.', title: 'Invalid Input' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.', title: 'Address Too Long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request is not valid.', title: 'Invalid Input' },
};

/** The answer for one of Fastify's own 4xx errors, or a plain one for a 4xx it has no entry for. */
export function fastifyErrorAnswer(error: FastifyError): Answer | undefined {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: error.message, title: 'Invalid Input' };
  return undefined;
}

/** Fastify's `frameworkErrors` option: router errors before any route, answered like the rest. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const answer = fastifyErrorAnswer(error) ?? {
    status: 400,
    message: 'The request is not valid.',
    title: 'Invalid Input',
  };
  void reply.code(answer.status).send(errorBody(answer.status, answer.message, answer.title));
}

const PARSER_ERRORS: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'The request headers (or its address) are larger than the server accepts.',
    title: 'Request Too Large',
  },
  HPE_URI_TOO_LONG: { status: 414, message: 'The address is too long.', title: 'Address Too Long' },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request took too long to arrive.',
    title: 'Request Timeout',
  },
};

/** Fastify's `clientErrorHandler` option: Node's parser refused the bytes; answer once and close the socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && PARSER_ERRORS[error.code]) || {
    status: 400,
    message: 'The request is not valid HTTP.',
    title: 'Invalid Input',
  };
  const body = JSON.stringify(errorBody(answer.status, answer.message, answer.title));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
