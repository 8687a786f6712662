import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import {
  ERROR_CODES,
  ErrorReply,
  operationPath,
  type ErrorCode,
  type HttpMethod,
  type Operation,
} from '@storedesk/shared/contracts';
import './fastify-types';
import type { Permission } from '@storedesk/shared/auth/permissions';
import type { RoutePermission, RouteSchema } from './route-types';

export type { RouteCatalogEntry, RoutePermission, RouteSchema } from './route-types';

const NO_QUERY = Type.Object({}, { additionalProperties: false });

export type { HttpMethod };
type StaticOf<T> = T extends TSchema ? Static<T> : undefined;
type ReplyOf<S extends RouteSchema> = S['response'] extends { 200: infer R extends TSchema }
  ? Static<R>
  : unknown;

export type RouteRequest<S extends RouteSchema> = FastifyRequest<{
  Querystring: StaticOf<S['querystring']>;
  Body: StaticOf<S['body']>;
  Params: StaticOf<S['params']>;
}>;

export interface RouteDefinition<S extends RouteSchema> {
  /** Method and path, from the operation constant beside the schemas in shared/src/contracts. */
  operation: Operation<HttpMethod>;
  /** Path parameters fixed at declaration (one static route per report); others stay `:name` for Fastify. */
  fixedParams?: Record<string, string>;
  permission: RoutePermission;
  /**
   * Permissions the caller needs besides `permission`, every one of them: a route that acts in two areas (a
   * contract's service request makes a booking: detail_customer_subscription and create_order).
   */
  alsoNeeds?: readonly Permission[];
  schema: S;
  /**
   * The screen's words when a day field has the right shape but names no real day (2025-02-30) or lies outside the
   * product's years; without it the validator's plain message answers.
   */
  invalidDay?: { message: string; title: string };
  /**
   * A details route: an id in the query that is not an id at all (a garbled details URL) names no record, so it
   * answers this 404, the same as an unknown id, instead of a 400 about the query's shape.
   */
  malformedId?: { message: string; title: string };
  /**
   * The error codes this route answers beyond the ones every route of its kind has (UNAUTHORIZED and FORBIDDEN for
   * a signed-in route, INVALID_INPUT for input, NOT_FOUND for a details route, SERVER_ERROR): listed in the OpenAPI
   * document as `x-error-codes`, so a client knows what to expect.
   */
  errors?: readonly ErrorCode[];
  /** Return the answer (typed by response[200]); throw errors from ./errors; return the reply for files. */
  handler: (request: RouteRequest<S>, reply: FastifyReply) => Promise<ReplyOf<S> | FastifyReply>;
}

/** Every code a route can answer: its kind's and its own, in ERROR_CODES order. */
export function routeErrorCodes(
  route: Pick<RouteDefinition<RouteSchema>, 'permission' | 'schema' | 'malformedId' | 'errors'>,
) {
  const codes = new Set<ErrorCode>(route.errors);
  if (route.permission !== 'public') ['UNAUTHORIZED', 'FORBIDDEN'].forEach((c) => codes.add(c as ErrorCode));
  if (route.schema.body || route.schema.querystring || route.schema.params) codes.add('INVALID_INPUT');
  if (route.malformedId) codes.add('NOT_FOUND');
  codes.add('SERVER_ERROR');
  return ERROR_CODES.filter((code) => codes.has(code));
}

/** `a` or `b`, as the API docs name a route's permissions. */
const permissionNames = (permission: RoutePermission) =>
  [permission]
    .flat()
    .map((p) => `\`${p}\``)
    .join(' or ');

/**
 * The one way an API route is declared: method, path, the permission it needs and its schemas. The auth hook
 * reads `config.permission` before validation; the onRoute hook refuses any route declared without it.
 */
export function defineRoute<S extends RouteSchema>(app: FastifyInstance, route: RouteDefinition<S>): void {
  const { summary, description, tags, querystring, body, params, response } = route.schema;
  const isPublic = route.permission === 'public';
  const url = route.fixedParams
    ? (operationPath as (op: Operation, params: Record<string, string>) => string)(
        route.operation,
        route.fixedParams,
      )
    : route.operation.path;
  app.route({
    method: route.operation.method,
    url,
    config: {
      permission: route.permission,
      alsoNeeds: route.alsoNeeds,
      invalidDay: route.invalidDay,
      malformedId: route.malformedId,
      operation: route.operation,
    },
    // Parts left out stay absent (Fastify warns about keys present but undefined).
    schema: Object.fromEntries(
      Object.entries({
        summary,
        description: [
          description,
          isPublic
            ? 'Public: no token needed.'
            : `Permission: ${permissionNames(route.permission)}${(route.alsoNeeds ?? []).map((p) => `, and \`${p}\``).join('')}.`,
        ]
          .filter(Boolean)
          .join('\n\n'),
        tags,
        // No query declared = none accepted: `?anything=1` is an unknown field like any other.
        querystring: querystring ?? NO_QUERY,
        body,
        params,
        response: { ...response, '4xx': ErrorReply, '5xx': ErrorReply },
        security: isPublic ? undefined : [{ authToken: [] }],
        'x-error-codes': routeErrorCodes(route),
      }).filter(([, value]) => value !== undefined),
    ),
    // The typed handler is the same function; Fastify's generic route types cannot express our schema mapping.
    // Each run is tracked so that closing the app lets it finish (a client that hung up does not stop a handler).
    handler: ((request: RouteRequest<S>, reply: FastifyReply) => {
      const running = route.handler(request, reply);
      app.runningHandlers?.add(running);
      const done = () => app.runningHandlers?.delete(running);
      running.then(done, done);
      return running;
    }) as unknown as RouteHandlerMethod,
  });
}
