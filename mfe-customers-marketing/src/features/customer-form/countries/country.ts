/** One entry of the local country list (spec 1 §3 "Country list entry"). */
export interface CountryEntry {
  Country: string;
  /** ISO 3166-1 alpha-2, e.g. 'IN'. */
  'Country code': string;
  /** e.g. '+91', or '+1-264' where a country shares +1 and has its own area code. */
  'International dialing': string;
}

/** Country search starts at 1 character (spec 1 §5). */
export const COUNTRY_SEARCH_MIN = 1;

/** Lower case without accents, so 'cote' finds "Côte d'Ivoire" and 'turk' finds 'Türkiye'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The countries whose name starts with or contains the search, or whose ISO code or dialing code it matches;
 * names starting with it first. Nothing below COUNTRY_SEARCH_MIN characters.
 */
export function searchCountries(countries: CountryEntry[], search: string): CountryEntry[] {
  const wanted = fold(search.trim());
  if (wanted.length < COUNTRY_SEARCH_MIN) return [];
  const digits = wanted.replace(/^\+/, '');
  const starts: CountryEntry[] = [];
  const others: CountryEntry[] = [];
  for (const entry of countries) {
    const name = fold(entry.Country);
    if (name.startsWith(wanted)) starts.push(entry);
    else if (
      name.includes(wanted) ||
      entry['Country code'].toLowerCase() === wanted ||
      (/^\d/.test(digits) && entry['International dialing'].replace(/^\+/, '').startsWith(digits))
    )
      others.push(entry);
  }
  return [...starts, ...others];
}

export function findCountry(countries: CountryEntry[] | undefined, name: string | null | undefined) {
  if (!countries || !name) return undefined;
  const wanted = fold(name.trim());
  return countries.find((entry) => fold(entry.Country) === wanted);
}

/** The country of an ISO code (a saved address keeps the code). */
export function countryByCode(countries: CountryEntry[] | undefined, code: string | null | undefined) {
  if (!countries || !code) return undefined;
  const wanted = code.trim().toUpperCase();
  return countries.find((entry) => entry['Country code'] === wanted);
}
