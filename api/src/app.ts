import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import type { DbHandle } from './db/client';
import './http/fastify-types';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { serializeError } from './http/log-serializers';
import {
  readableLogger,
  ReadableRequestLog,
  requestLogFile,
  type ReadableLogOptions,
} from './http/readable-logging';
import apiPlugin from './plugins/api';
import compression from './plugins/compression';
import dbPlugin from './plugins/db';
import errorHandler from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import sessionCache from './plugins/session-cache';
import signingKeys from './plugins/signing-keys';
import staticSites from './plugins/static-sites';
import swaggerPlugin from './plugins/swagger';
import { createValidatorCompiler, MONEY_FORMAT } from './plugins/validation';
import pushScheduler from './push/scheduler';

export interface BuildAppOptions {
  /** Overrides of the environment config. */
  config?: Partial<AppConfig>;
  /** An already open (and owned by the caller) database, e.g. the tests' fresh one. */
  db?: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** With readable logs (config.logFormat), where they go instead of stdout and REQUEST_LOG_FILE (tests). */
  readableLogs?: Pick<ReadableLogOptions, 'terminal' | 'requestLog'>;
}

/** Fastify's logger options: readable for a person (the start command), else JSON (production, tests). */
function loggingOptions(config: AppConfig, options: BuildAppOptions): Partial<FastifyServerOptions> {
  if (config.logFormat === 'readable' && options.logger === undefined) {
    const readable: ReadableLogOptions = {
      level: config.logLevel,
      terminal: options.readableLogs?.terminal ?? process.stdout,
      requestLog:
        options.readableLogs?.requestLog ??
        (config.requestLogFile ? requestLogFile(config.requestLogFile) : null),
      showRequests: config.showRequests,
    };
    return { loggerInstance: readableLogger(readable), logController: new ReadableRequestLog(readable) };
  }
  // A caller's logger (a test's stream) still logs errors through serializeError, so never with SQL values.
  const callerLogger = typeof options.logger === 'object' ? options.logger : {};
  return {
    logger: options.logger !== false && {
      level: config.logLevel,
      ...callerLogger,
      serializers: { ...callerLogger.serializers, err: serializeError },
    },
  };
}

/** The whole API as one Fastify instance; server.ts only listens, tests call `inject`. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    ...loggingOptions(config, options),
    // HEAD twins of every GET would double the route catalog for nothing.
    exposeHeadRoutes: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    serializerOpts: { ajv: { formats: { money: MONEY_FORMAT } } },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.decorate('config', config);
  app.decorate('routeCatalog', []);

  await app.register(dbPlugin, { handle: options.db });
  await app.register(signingKeys);
  // Device cookies (auth/device-cookie.ts) are signed with the server's key for them.
  await app.register(fastifyCookie, { secret: app.signingKeys.deviceCookies });
  await app.register(sessionCache);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(swaggerPlugin);
  await app.register(errorHandler);
  await app.register(staticSites, { sites: config.staticSites });
  await app.register(apiPlugin, { prefix: '/api' });
  await app.register(pushScheduler);
  return app;
}
