import { addressLine, addressLines } from '../address';
import { isBlankAddress } from '../../contracts/address-parts';

const home = {
  first_name: 'Meera',
  last_name: 'Kapoor',
  street: '1 Lake Road',
  locality: 'Indiranagar',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip_code: '560038',
  country: 'India',
  phone_no: '9876543210',
};

describe('addresses as staff read them', () => {
  it('shows one part a line, city, state and zip together, blanks dropped, the phone last', () => {
    expect(addressLines(home)).toEqual([
      'Meera Kapoor',
      '1 Lake Road',
      'Indiranagar',
      'Bengaluru, Karnataka, 560038',
      'India',
      '9876543210',
    ]);
  });

  it('puts the dialing code before the phone when the address has one', () => {
    expect(addressLines({ ...home, phone_dialing_code: '+91' }).at(-1)).toBe('+91 9876543210');
  });

  it('shows nothing for no address', () => {
    expect(addressLines(null)).toEqual([]);
    expect(addressLine(undefined)).toBe('');
  });

  it('puts an address on one line, the phone in brackets only when asked', () => {
    expect(addressLine(home)).toBe(
      'Meera Kapoor, 1 Lake Road, Indiranagar, Bengaluru, Karnataka, 560038, India',
    );
    expect(addressLine({ street: '2 Hill Street', phone_no: '99' }, { withPhone: true })).toBe(
      '2 Hill Street (99)',
    );
  });

  it('counts an address with only blanks or a map point as blank', () => {
    expect(isBlankAddress({})).toBe(true);
    expect(isBlankAddress({ street: '  ', latitude: 12.9 })).toBe(true);
    expect(isBlankAddress({ phone_no: '99' })).toBe(false);
  });
});
