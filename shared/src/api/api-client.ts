import { operationPath, type Operation } from '../contracts/operation';
import { ApiError, noServerMessage } from './api-error';
import { useSession } from '../session/session-store';

/**
 * The one HTTP client of the product. Base address from page configuration (window.STOREDESK_CONFIG.apiBaseUrl,
 * '/api' when absent); every call but login and the e-mail lookup sends x-auth-token; a 401 goes to the handler
 * the host registers (toast, then back to login after 1 s).
 */
declare global {
  interface Window {
    STOREDESK_CONFIG?: { apiBaseUrl?: string };
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Login and the store lookup by e-mail go without a token. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** 'blob' for spreadsheet and template downloads. */
  responseType?: 'json' | 'blob';
}

let unauthorizedHandler: (() => void) | null = null;
export function onUnauthorized(handler: (() => void) | null) {
  unauthorizedHandler = handler;
}

export function apiBaseUrl(): string {
  const configured = typeof window !== 'undefined' ? window.STOREDESK_CONFIG?.apiBaseUrl : undefined;
  return (configured ?? '/api').replace(/\/$/, '');
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return `${apiBaseUrl()}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (!options.anonymous) {
    const token = useSession.getState().token;
    if (token) headers['x-auth-token'] = token;
  }
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Please check your internet connection and try again.', 'Network Error');
  }

  if (response.status === 401 && !options.anonymous) {
    unauthorizedHandler?.();
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const { message, title, code, ...details } = payload ?? {};
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : noServerMessage(response.status),
      typeof title === 'string' ? title : 'Error',
      typeof code === 'string' ? code : undefined,
      details,
    );
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export interface CallOptions extends Omit<RequestOptions, 'method' | 'query' | 'body'> {
  /** Values for the operation's `:name` path parameters. */
  params?: Record<string, string | number>;
}

/**
 * The request an operation makes: its method, its path (parameters filled), and the payload as the query of a GET
 * or DELETE, or as the body of the others.
 */
export function operationRequest(op: Operation, payload?: unknown, params?: Record<string, string | number>) {
  const path = (operationPath as (o: Operation, p?: Record<string, string | number>) => string)(op, params);
  const sendsQuery = op.method === 'GET' || op.method === 'DELETE';
  return {
    method: op.method,
    path,
    query: sendsQuery ? (payload as Record<string, QueryValue> | undefined) : undefined,
    body: sendsQuery ? undefined : payload,
  };
}

/** Calls one API operation (a constant of shared/src/contracts): `callApi<Reply>(listOrdersOperation, query)`. */
export function callApi<T>(op: Operation, payload?: unknown, options: CallOptions = {}): Promise<T> {
  const { params, ...rest } = options;
  const { path, method, query, body } = operationRequest(op, payload, params);
  return apiRequest<T>(path, { ...rest, method, query, body });
}

/** The way screens and tests call the API: by the operation constant, never by a path typed again. */
export const api = { call: callApi };
