import { contractRights } from '../contract-rights';

describe('contractRights (spec 2 §6)', () => {
  it('gives ADMIN every change, renewing and service requests included', () => {
    expect(contractRights('ADMIN')).toEqual({
      summary: true,
      payment: true,
      approval: true,
      renew: true,
      requestService: true,
    });
  });

  it('lets FINANCE edit the summary and the payment but not renew, approve or request a service', () => {
    expect(contractRights('FINANCE')).toEqual({
      summary: true,
      payment: true,
      approval: false,
      renew: false,
      requestService: false,
    });
  });

  it('lets CSC request a service (contract details and new bookings) and change nothing', () => {
    expect(contractRights('CSC')).toEqual({
      summary: false,
      payment: false,
      approval: false,
      renew: false,
      requestService: true,
    });
  });

  it('gives SITEADMIN (no contract details) and no session nothing', () => {
    for (const role of ['SITEADMIN', undefined, 'SOMEONE'])
      expect(contractRights(role)).toEqual({
        summary: false,
        payment: false,
        approval: false,
        renew: false,
        requestService: false,
      });
  });
});
