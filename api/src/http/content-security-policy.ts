/**
 * The Content-Security-Policy of each kind of answer. The app's pages run only scripts of their own origin and of the
 * remotes the deployment lists, never inline script or eval: Module Federation loads remote entries and chunks with
 * <script src> tags, and the production builds need no eval. Styles keep 'unsafe-inline' because antd v5 writes its
 * CSS-in-JS into <style> tags at run time (and index.html carries the splash and login styles inline).
 */
type Directives = Record<string, string[]>;

export interface AppPolicyInputs {
  /** Origins of remotes.json entries on another origin (same-origin remotes are 'self'). */
  remoteOrigins: string[];
  /** The origin of PUBLIC_URL, where uploaded files are addressed; null when links are relative. */
  publicOrigin: string | null;
  /** GOOGLE_MAPS_API_KEY is set: the map pickers load the Maps JavaScript API. */
  googleMaps: boolean;
}

/**
 * What the Maps JavaScript API needs, from Google's allowlist CSP guide
 * (developers.google.com/maps/documentation/javascript/content-security-policy). Google lists 'unsafe-eval' and
 * blob: workers for it, so they are allowed only in deployments that turn the maps on.
 */
const GOOGLE_MAPS: Directives = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  'style-src': ['https://fonts.googleapis.com'],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': [
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
};

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

function merge(base: Directives, extra: Directives): Directives {
  const merged: Directives = { ...base };
  for (const [name, sources] of Object.entries(extra))
    merged[name] = [...(merged[name] ?? ["'self'"]), ...sources];
  return merged;
}

/** index.html, the host's and the remotes' files, and the SPA fallback. */
export function appPolicy({ remoteOrigins, publicOrigin, googleMaps }: AppPolicyInputs): string {
  const uploads = publicOrigin ? [publicOrigin] : [];
  const base: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', ...uploads, ...remoteOrigins],
    'media-src': ["'self'", 'blob:', ...uploads],
    'font-src': ["'self'", ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return serialize(googleMaps ? merge(base, GOOGLE_MAPS) : base);
}

/** API answers are data, never a page: nothing may load from them, nor may they be framed. */
export const API_POLICY = serialize({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * The API docs (swagger-ui at /api/docs): its own files and the OpenAPI JSON; inline styles for the UI's React
 * components, data: images for its icons. No inline script: its initializer is a file.
 */
export const DOCS_POLICY = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});
