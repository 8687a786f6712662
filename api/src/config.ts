import { existsSync } from 'node:fs';
import path from 'node:path';

/** Everything the API reads from the environment, read once at start so the rest of the code takes plain values. */
export interface StaticSite {
  /** URL prefix, e.g. '/' or '/remotes/mfe_bookings/'. */
  prefix: string;
  /** Absolute folder holding the built files. */
  root: string;
  /** Unknown GET paths outside /api answer index.html (client-side routing). */
  spa?: boolean;
}

export interface AppConfig {
  /** Set -> node-postgres against that server; unset -> embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory' keeps the database in memory (tests). */
  dataDir: string;
  port: number;
  host: string;
  logLevel: string;
  /**
   * LOG_FORMAT=readable: log lines for a person, request logs apart (http/readable-logging.ts); the start command
   * sets it. Anything else: JSON on stdout (production).
   */
  logFormat: 'json' | 'readable';
  /** REQUEST_LOG_FILE: with readable logs, where each request is kept as one JSON line (unset: not kept). */
  requestLogFile: string | null;
  /** LOG_REQUESTS=readable: with readable logs, requests are shown in the terminal too, one line each. */
  showRequests: boolean;
  /** Behind a reverse proxy: take the client address (login rate limit per address) from X-Forwarded-For. */
  trustProxy: boolean;
  staticSites: StaticSite[];
  /** Login throttling; the defaults suit production, a benchmark from one address lifts them. */
  loginLimits: LoginLimits;
  /** The field-service system bookings sync to (FIELD_SERVICE_URL + FIELD_SERVICE_TOKEN); null = not configured. */
  fieldService: FieldServiceConfig | null;
  /** Folder of the local upload storage (UPLOAD_DIR); files sit in one sub-folder per store. */
  uploadDir: string;
  /** The OneSignal-compatible push provider (PUSH_APP_ID + PUSH_API_KEY, PUSH_API_URL); null = not configured. */
  push: PushConfig | null;
  /**
   * The Razorpay-compatible pay-by-link provider (PAYMENT_PROVIDER_URL + PAYMENT_PROVIDER_KEY_ID +
   * PAYMENT_PROVIDER_KEY_SECRET); null = requests are made without a link and marked paid by hand.
   */
  paymentProvider: PaymentProviderConfig | null;
  /** PAYMENT_WEBHOOK_SECRET: the HMAC key of POST /api/webhooks/payments; null = webhooks are refused. */
  paymentWebhookSecret: string | null;
  /** The scheduler dispatching due scheduled notifications (PUSH_SCHEDULER_INTERVAL_MS, 0 = off). */
  pushScheduler: PushSchedulerConfig;
  /**
   * The address people reach the app at (PUBLIC_URL, e.g. https://desk.example.com), without a trailing slash.
   * Absolute links the API hands out (uploaded files) are built on it, never on the request's Host header;
   * null = such links are relative (/api/uploads/...).
   */
  publicUrl: string | null;
  /** The OpenAPI document and its UI at /api/docs (API_DOCS=off turns both off). */
  apiDocs: boolean;
  /**
   * SERVER_SECRET: the key print links and device cookies are signed with (at least 32 characters). Unset = one is
   * made and kept in the database, which every API instance on it shares (plugins/signing-keys.ts).
   */
  serverSecret: string | null;
  /** The pages load Google Maps (GOOGLE_MAPS_API_KEY set), so their Content-Security-Policy allows its origins. */
  googleMaps: boolean;
}

export interface PushConfig {
  url: string;
  appId: string;
  apiKey: string;
}

export interface PaymentProviderConfig {
  /** Base address, e.g. https://api.razorpay.com (the adapter calls <url>/v1/payment_links). */
  url: string;
  keyId: string;
  keySecret: string;
}

export interface PushSchedulerConfig {
  /** Milliseconds between runs; 0 turns the scheduler off (the tests call runDueNotifications themselves). */
  intervalMs: number;
}

export const DEFAULT_PUSH_API_URL = 'https://onesignal.com/api/v1/notifications';
export const DEFAULT_PUSH_SCHEDULER_INTERVAL_MS = 30_000;

export interface FieldServiceConfig {
  url: string;
  token: string;
}

/**
 * Login throttling after OWASP ASVS V2.2.1: guesses are slowed per account and address pair and capped per account
 * high enough that a stranger cannot lock the owner out; an address is limited by its failures only, so one office
 * behind one address can sign in all its staff. Windows: pair and account one hour, address 15 minutes.
 */
export interface LoginLimits {
  /** Failures of one account from one address (since their last success) before each further try must wait. */
  pairFailures: number;
  /**
   * The first wait of a pair in seconds; it doubles with every further failure. A minute, so the sixth guess is
   * refused however slowly it is typed (a wait of a second or two passed while a person retyped, allowing a sixth).
   */
  pairDelaySeconds: number;
  /** The longest wait of a pair in seconds. */
  pairMaxDelaySeconds: number;
  /** Failures of one account from all addresses in an hour; at the ceiling the account waits out the hour. */
  accountFailures: number;
  /** Failed logins from one client address in 15 minutes, whichever accounts they try. */
  addressFailures: number;
  /** Store lookups by e-mail per client address in 15 minutes. */
  addressLookups: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pairFailures: 5,
  pairDelaySeconds: 60,
  pairMaxDelaySeconds: 15 * 60,
  accountFailures: 100,
  addressFailures: 50,
  addressLookups: 60,
};

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The repository root: the nearest folder up from here holding pnpm-workspace.yaml. Walking up works from both
 * src/ (tsx, jest) and dist/ (the esbuild bundle), which sit at different depths.
 */
export function repoRoot(from = __dirname): string {
  let dir = from;
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/** The api package folder (holds drizzle/ with the committed migrations). */
export function apiRoot(from = __dirname): string {
  let dir = from;
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  return path.join(repoRoot(from), 'api');
}

function parseStaticSites(raw: string | undefined): StaticSite[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('STATIC_SITES must be a JSON array');
  return parsed.map((entry: unknown) => {
    const site = entry as Partial<StaticSite>;
    if (typeof site.prefix !== 'string' || typeof site.root !== 'string' || !path.isAbsolute(site.root)) {
      throw new Error('STATIC_SITES entries need a "prefix" and an absolute "root"');
    }
    return { prefix: site.prefix, root: site.root, spa: site.spa === true };
  });
}

function fieldServiceConfig(env: NodeJS.ProcessEnv): FieldServiceConfig | null {
  const url = env.FIELD_SERVICE_URL?.trim();
  const token = env.FIELD_SERVICE_TOKEN?.trim();
  return url && token ? { url, token } : null;
}

function paymentProviderConfig(env: NodeJS.ProcessEnv): PaymentProviderConfig | null {
  const url = env.PAYMENT_PROVIDER_URL?.trim().replace(/\/+$/, '');
  const keyId = env.PAYMENT_PROVIDER_KEY_ID?.trim();
  const keySecret = env.PAYMENT_PROVIDER_KEY_SECRET?.trim();
  return url && keyId && keySecret ? { url, keyId, keySecret } : null;
}

function pushConfig(env: NodeJS.ProcessEnv): PushConfig | null {
  const appId = env.PUSH_APP_ID?.trim();
  const apiKey = env.PUSH_API_KEY?.trim();
  if (!appId || !apiKey) return null;
  return { url: env.PUSH_API_URL?.trim() || DEFAULT_PUSH_API_URL, appId, apiKey };
}

/** Off under Jest (NODE_ENV test) unless asked for: tests run the due notifications themselves. */
function schedulerInterval(env: NodeJS.ProcessEnv): number {
  const raw = env.PUSH_SCHEDULER_INTERVAL_MS?.trim();
  const fallback = env.NODE_ENV === 'test' ? 0 : DEFAULT_PUSH_SCHEDULER_INTERVAL_MS;
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** PUBLIC_URL as an http(s) address without a trailing slash; anything else stops the start with a clear error. */
function publicUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be an http(s) address without query, fragment or credentials`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** SERVER_SECRET, if set, must be long enough to be a key; a short one stops the start with a clear error. */
function serverSecret(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.length < 32) throw new Error('SERVER_SECRET must be at least 32 characters long');
  return value;
}

const OFF = new Set(['off', 'false', '0', 'no']);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(repoRoot(), '.data', 'pglite'),
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: env.LOG_FORMAT?.trim().toLowerCase() === 'readable' ? 'readable' : 'json',
    requestLogFile: env.REQUEST_LOG_FILE?.trim() ? path.resolve(env.REQUEST_LOG_FILE.trim()) : null,
    showRequests: env.LOG_REQUESTS?.trim().toLowerCase() === 'readable',
    trustProxy: env.TRUST_PROXY === 'true',
    staticSites: parseStaticSites(env.STATIC_SITES),
    loginLimits: {
      pairFailures: positiveInt(env.LOGIN_RATE_LIMIT_PER_PAIR, DEFAULT_LOGIN_LIMITS.pairFailures),
      pairDelaySeconds: DEFAULT_LOGIN_LIMITS.pairDelaySeconds,
      pairMaxDelaySeconds: DEFAULT_LOGIN_LIMITS.pairMaxDelaySeconds,
      accountFailures: positiveInt(env.LOGIN_RATE_LIMIT_PER_ACCOUNT, DEFAULT_LOGIN_LIMITS.accountFailures),
      addressFailures: positiveInt(env.LOGIN_RATE_LIMIT_PER_ADDRESS, DEFAULT_LOGIN_LIMITS.addressFailures),
      addressLookups: positiveInt(env.LOOKUP_RATE_LIMIT_PER_ADDRESS, DEFAULT_LOGIN_LIMITS.addressLookups),
    },
    fieldService: fieldServiceConfig(env),
    uploadDir: env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : path.join(repoRoot(), '.data', 'uploads'),
    push: pushConfig(env),
    pushScheduler: { intervalMs: schedulerInterval(env) },
    paymentProvider: paymentProviderConfig(env),
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET?.trim() || null,
    publicUrl: publicUrl(env.PUBLIC_URL),
    serverSecret: serverSecret(env.SERVER_SECRET),
    apiDocs: !OFF.has((env.API_DOCS ?? '').trim().toLowerCase()),
    googleMaps: Boolean(env.GOOGLE_MAPS_API_KEY?.trim()),
  };
}
