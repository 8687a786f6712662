import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { validationMessage } from '../http/validation-message';

const SERVER_ERROR = {
  message: 'Something went wrong on the server. Please try again.',
  title: 'Server Error',
};

/** Postgres error codes that mean "bad input" rather than a server fault; the same codes come from PGlite. */
const PG_CLIENT_ERRORS: Record<string, { status: number; message: string; title: string }> = {
  '23505': { status: 409, message: 'This already exists', title: 'Conflict' },
  '23503': { status: 400, message: 'A referenced record does not exist', title: 'Invalid Input' },
  '22P02': { status: 400, message: 'A value has the wrong format', title: 'Invalid Input' },
};

/** Every error leaves as `{message, title}` with a 4xx (or a logged 500); handlers only throw. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, title: error.title });
    }
    if (error.validation) {
      return reply.code(400).send({
        message: validationMessage(error.validation, error.validationContext),
        title: 'Invalid Input',
      });
    }
    const pg = typeof error.code === 'string' ? PG_CLIENT_ERRORS[error.code] : undefined;
    if (pg) {
      request.log.info({ err: error }, 'database refused input');
      return reply.code(pg.status).send({ message: pg.message, title: pg.title });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported content type...
      return reply.code(status).send({ message: error.message, title: 'Invalid Input' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(SERVER_ERROR);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
