/**
 * Pages of the field-service system's web app (the spec's "Zuper"): a booking's job and a contract. Stores may
 * name their own web address (store meta zuper_web_url); otherwise the vendor's web app. Null without an id.
 */
export const FIELD_SERVICE_WEB_URL_META = 'zuper_web_url';
export const DEFAULT_FIELD_SERVICE_WEB_URL = 'https://web.zuperpro.com';

const page = (kind: 'jobs' | 'contracts', uid: string | null | undefined, baseUrl?: string | null) =>
  uid
    ? `${(baseUrl || DEFAULT_FIELD_SERVICE_WEB_URL).replace(/\/$/, '')}/${kind}/${encodeURIComponent(uid)}/details`
    : null;

export const fieldServiceJobLink = (uid: string | null | undefined, baseUrl?: string | null) =>
  page('jobs', uid, baseUrl);
export const fieldServiceContractLink = (uid: string | null | undefined, baseUrl?: string | null) =>
  page('contracts', uid, baseUrl);
