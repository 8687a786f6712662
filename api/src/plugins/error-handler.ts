import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { clientAnswerFor, driverError } from '../http/db-error';
import { errorBody, HttpError } from '../http/errors';
import { fastifyErrorAnswer } from '../http/framework-errors';
import { validationMessage } from '../http/validation-message';

const DAY_FORMATS = new Set(['day', 'slash-day', 'date']);
const isDayFormatError = (error: FastifySchemaValidationError) =>
  error.keyword === 'format' && DAY_FORMATS.has(String(error.params.format));

const isIdFormatError = (error: FastifySchemaValidationError) =>
  error.keyword === 'format' && error.params.format === 'uuid';

const SERVER_ERROR = errorBody(500, 'Something went wrong on the server. Please try again.', 'Server Error');

/** Every error leaves as `{message, title, code}` with a 4xx (or a logged 500); handlers only throw. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.title, error.code));
    }
    if (error.validation) {
      const { invalidDay, malformedId } = request.routeOptions.config;
      if (
        malformedId &&
        error.validationContext === 'querystring' &&
        error.validation.every(isIdFormatError)
      ) {
        return reply.code(404).send(errorBody(404, malformedId.message, malformedId.title));
      }
      if (invalidDay && error.validation.every(isDayFormatError)) {
        return reply.code(400).send(errorBody(400, invalidDay.message, invalidDay.title));
      }
      return reply
        .code(400)
        .send(errorBody(400, validationMessage(error.validation, error.validationContext), 'Invalid Input'));
    }
    // Drizzle wraps the driver's error; its SQLSTATE is on the cause.
    const dbError = driverError(error);
    const answer = dbError && clientAnswerFor(dbError);
    if (answer) {
      request.log.info({ code: dbError.code, constraint: dbError.constraint }, 'database refused input');
      return reply
        .code(answer.status)
        .send(errorBody(answer.status, answer.message, answer.title, answer.code));
    }
    // Fastify's own client errors: bad JSON, body too large, unsupported content type...
    const own = dbError ? undefined : fastifyErrorAnswer(error);
    if (own) return reply.code(own.status).send(errorBody(own.status, own.message, own.title));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(SERVER_ERROR);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
