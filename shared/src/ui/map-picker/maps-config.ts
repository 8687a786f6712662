/**
 * The maps key from page configuration (window.STOREDESK_CONFIG.mapsApiKey), like the api base address: a
 * deployment sets it, the build does not. Read loosely because the config object is typed by the api client.
 */
export function mapsApiKey(): string | null {
  if (typeof window === 'undefined') return null;
  const config: Record<string, unknown> | undefined = window.STOREDESK_CONFIG;
  const key = config?.mapsApiKey;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
}
