import type { CountryEntry } from './country';

/**
 * The country list is a local file fetched at need (spec 1 §3): a dynamic import, so the bundler puts it in a
 * chunk of its own that only a user who searches a country downloads.
 */
export function loadCountries(): Promise<CountryEntry[]> {
  return import(/* webpackChunkName: "countries" */ './countries.json').then(
    (module: { default: CountryEntry[] }) => module.default,
  );
}
