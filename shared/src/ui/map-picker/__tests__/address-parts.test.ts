import { addressPartsFromGeocode, type GeocodedComponent } from '../address-parts';

const part = (long_name: string, ...types: string[]): GeocodedComponent => ({
  long_name,
  short_name: long_name.slice(0, 2).toUpperCase(),
  types,
});
const POINT = { latitude: 12.9716, longitude: 77.5946 };

describe('addressPartsFromGeocode', () => {
  it('maps zip, country, state, city and street from a full answer', () => {
    const parts = addressPartsFromGeocode(
      [
        part('Lake View Apartments', 'premise'),
        part('12', 'street_number'),
        part('Lake Road', 'route'),
        part('Indiranagar', 'sublocality_level_1', 'sublocality', 'political'),
        part('Bengaluru', 'locality', 'political'),
        part('Bangalore Urban', 'administrative_area_level_2', 'political'),
        part('Karnataka', 'administrative_area_level_1', 'political'),
        part('India', 'country', 'political'),
        part('560038', 'postal_code'),
      ],
      POINT,
    );
    expect(parts).toEqual({
      street: 'Lake View Apartments, 12 Lake Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip_code: '560038',
      country: 'India',
      latitude: 12.9716,
      longitude: 77.5946,
    });
  });

  it('falls back to the postal town, then the district, for the city', () => {
    expect(
      addressPartsFromGeocode(
        [part('Guildford', 'postal_town'), part('Surrey', 'administrative_area_level_2')],
        POINT,
      ).city,
    ).toBe('Guildford');
    expect(addressPartsFromGeocode([part('Surrey', 'administrative_area_level_2')], POINT).city).toBe(
      'Surrey',
    );
  });

  it('gives empty parts, but the point, where nothing is known', () => {
    expect(addressPartsFromGeocode([], POINT)).toEqual({
      street: '',
      city: '',
      state: '',
      zip_code: '',
      country: '',
      ...POINT,
    });
  });

  it('does not repeat a name that appears as two kinds of part', () => {
    expect(
      addressPartsFromGeocode(
        [part('Koramangala', 'neighborhood'), part('Koramangala', 'sublocality_level_1')],
        POINT,
      ).street,
    ).toBe('Koramangala');
  });
});
