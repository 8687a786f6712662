import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import { serializeError } from './log-serializers';

/**
 * LOG_FORMAT=readable (the start command): the terminal shows a person's lines (the address, warnings, errors)
 * and each request goes as one JSON line to REQUEST_LOG_FILE, or to the terminal as one short readable line with
 * LOG_REQUESTS=readable. Production keeps Fastify's JSON logs on stdout (none of this).
 */
export interface ReadableLogOptions {
  level: string;
  /** Where a person reads: the terminal (stdout), or a test's stream. */
  terminal: NodeJS.WritableStream;
  /** Where one JSON line per request goes; null = not kept. */
  requestLog: DestinationStream | null;
  /** Requests also shown in the terminal, one readable line each. */
  showRequests: boolean;
}

/** The terminal's logger: "[12:01:02] WARN: message" lines, error stacks included. */
export function readableLogger(options: Pick<ReadableLogOptions, 'level' | 'terminal'>): Logger {
  const pretty = pinoPretty({
    destination: options.terminal,
    sync: true,
    colorize: pinoPretty.isColorSupported && (options.terminal as { isTTY?: boolean }).isTTY === true,
    ignore: 'pid,hostname,reqId',
    translateTime: 'SYS:HH:MM:ss',
  });
  return pino({ level: options.level, serializers: { err: serializeError } }, pretty);
}

/** A file for the request log, its folder made when missing; appended to, so restarts keep the history. */
export function requestLogFile(file: string): DestinationStream {
  mkdirSync(path.dirname(file), { recursive: true });
  return pino.destination({ dest: file, append: true, sync: true });
}

/** Fastify's request log lines, moved: to the request log as JSON, and to the terminal only when asked for. */
export class ReadableRequestLog extends LogController {
  private readonly requests: Logger | null;

  constructor(private readonly options: ReadableLogOptions) {
    super();
    this.requests = options.requestLog ? pino({ base: null }, options.requestLog) : null;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      reqId: request.id,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
      ip: request.ip,
    };
    this.requests?.info(line, error ? 'request errored' : 'request completed');
    if (this.options.showRequests)
      request.log.info(`${line.method} ${line.url} ${line.statusCode} ${line.responseTime} ms`);
  }
}
