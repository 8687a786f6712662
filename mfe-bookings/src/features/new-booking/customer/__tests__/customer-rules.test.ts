import { isBlankAddress } from '@storedesk/shared';
import { toSaveAddressBody } from '@storedesk/shared/ui';
import { sameAddress, toOrderAddress } from '../address-mapping';
import { CUSTOMER_TEXTS as T } from '../customer-texts';
import { dialingCodeFor } from '../dialing-codes';
import { checkNewCustomer } from '../new-customer-check';
import { makeAddress, makeCustomerDetail } from './customer-fixtures';

describe('checkNewCustomer', () => {
  it('needs an e-mail or a phone', () => {
    expect(checkNewCustomer({ first_name: 'Anil', email: '  ', phone_no: '' })).toEqual({
      ok: false,
      title: T.missingTitle,
      message: T.missingContact,
    });
  });

  it('takes digits only for the phone', () => {
    for (const phone of ['98450 12345', '+919845012345', '98450-12345', 'abc']) {
      expect(checkNewCustomer({ first_name: 'Anil', phone_no: phone })).toEqual({
        ok: false,
        title: T.invalidTitle,
        message: T.phoneDigits,
      });
    }
  });

  it('sends trimmed values, the dialing code only with a phone', () => {
    expect(
      checkNewCustomer({ first_name: ' Anil ', last_name: '', email: ' a@b.in ', country_code: '+91' }),
    ).toEqual({
      ok: true,
      customer: {
        first_name: 'Anil',
        last_name: undefined,
        email: 'a@b.in',
        phone_no: undefined,
        country_code: undefined,
      },
    });
    expect(
      checkNewCustomer({ first_name: 'Anil', phone_no: ' 9845012345 ', country_code: '+91' }),
    ).toMatchObject({
      ok: true,
      customer: { phone_no: '9845012345', country_code: '+91' },
    });
  });
});

describe('dialingCodeFor', () => {
  it("gives the store country's code, and nothing for an unknown country", () => {
    expect(dialingCodeFor('IN')).toBe('+91');
    expect(dialingCodeFor('ae')).toBe('+971');
    expect(dialingCodeFor('ZZ')).toBe('');
    expect(dialingCodeFor(undefined)).toBe('');
  });
});

describe('address mapping', () => {
  it('knows an empty address: every text field blank', () => {
    expect(isBlankAddress({})).toBe(true);
    expect(isBlankAddress({ street: '  ', latitude: 12.9, longitude: 77.6 })).toBe(true);
    expect(isBlankAddress({ landmark: 'Near the park' })).toBe(false);
  });

  it('matches a saved address to the booking copy by its fields', () => {
    const customer = makeCustomerDetail(1);
    const saved = makeAddress(1);
    expect(sameAddress(saved, toOrderAddress(saved, customer))).toBe(true);
    expect(sameAddress(saved, { ...toOrderAddress(saved, customer), zip_code: '560001' })).toBe(false);
    expect(sameAddress(saved, null)).toBe(false);
  });

  it('builds the save body: trimmed, the edited id, the address country or else the store country', () => {
    const editing = makeAddress(2, { country_code: '' });
    const body = toSaveAddressBody('c1', { street: ' 1 Road ', latitude: 1, longitude: 2 }, editing, 'IN');
    expect(body.customer_id).toBe('c1');
    expect(body.address).toMatchObject({
      _id: editing._id,
      street: '1 Road',
      city: '',
      latitude: 1,
      longitude: 2,
      country_code: 'IN',
    });
    expect(toSaveAddressBody('c1', {}, null, 'IN').address._id).toBeUndefined();
    expect(
      toSaveAddressBody('c1', {}, makeAddress(3, { country_code: 'AE' }), 'IN').address.country_code,
    ).toBe('AE');
  });
});
