/**
 * One API operation, named once: its method and its path under the API base (no `/api`), path parameters as
 * `:name`. The route, the screen's fetcher and the mock all read it, so a path is typed in one place.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** The `:name` parts of a path, as a union of names (never when it has none). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<PathParamNames<P>, string | number>;

/** An operation constant: `export const listOrdersOperation = operation('GET', '/store/order/all')`. */
export const operation = <M extends HttpMethod, P extends `/${string}`>(
  method: M,
  path: P,
): Operation<M, P> => Object.freeze({ method, path });

/** The path with its `:name` parts filled (each encoded): `operationPath(downloadReportOperation, { type, subtype })`. */
export function operationPath<P extends string>(
  op: Operation<HttpMethod, P>,
  ...[params]: PathParamNames<P> extends never ? [] : [PathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return op.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${op.method} ${op.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(values[name]));
  });
}

/** Whether a value is an operation constant (for the test that matches every route to one). */
export const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Operation).method === 'string' &&
  typeof (value as Operation).path === 'string' &&
  (value as Operation).path.startsWith('/');
