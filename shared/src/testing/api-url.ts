import { apiBaseUrl } from '../api/api-client';

/** The URL the api client calls for `path`, for MSW handlers: `http.get(apiUrl('analytics/dashboard'), ...)`. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}/${path.replace(/^\//, '')}`;
}
