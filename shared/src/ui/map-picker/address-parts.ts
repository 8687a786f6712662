/** What the map picker hands back: the address parts of a point and the point itself. */
export interface MapAddressParts {
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** One part of a geocoder answer (the shape of google.maps.GeocoderAddressComponent, kept here so this is pure). */
export interface GeocodedComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

const first = (components: GeocodedComponent[], ...types: string[]): string => {
  for (const type of types) {
    const match = components.find((component) => component.types.includes(type));
    if (match) return match.long_name;
  }
  return '';
};

/**
 * Maps a geocoder answer to the address form (spec 2 §7: zip, country, state, city, street). The street is the
 * building, the house number with its road, and the neighbourhood parts, most specific first; the city falls
 * back to the postal town or the district where a place has no locality.
 */
export function addressPartsFromGeocode(
  components: GeocodedComponent[],
  point: { latitude: number; longitude: number },
): MapAddressParts {
  const road = [first(components, 'street_number'), first(components, 'route')].filter(Boolean).join(' ');
  const street = [
    first(components, 'subpremise'),
    first(components, 'premise'),
    road,
    first(components, 'neighborhood'),
    first(components, 'sublocality_level_2'),
    first(components, 'sublocality_level_1', 'sublocality'),
  ]
    .filter(Boolean)
    .filter((part, index, parts) => parts.indexOf(part) === index)
    .join(', ');
  return {
    street,
    city: first(components, 'locality', 'postal_town', 'administrative_area_level_2'),
    state: first(components, 'administrative_area_level_1'),
    zip_code: first(components, 'postal_code'),
    country: first(components, 'country'),
    latitude: point.latitude,
    longitude: point.longitude,
  };
}
