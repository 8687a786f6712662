import { api, type ProductOption } from '../../../index';
import * as C from '../../../contracts';
import { schemaErrors } from '../../../testing';
import { COMPLETED_MASTER_ID, STORE_STATUSES } from '../db/catalogue';
import { fits, setUpMocks } from './mock-server';

/** The lookups, points and services the new booking screen reads, and the shape checker itself. */
describe('standalone bookings mocks answer the contracts: lookups', () => {
  setUpMocks();

  it('checks shapes itself (the checker can fail)', () => {
    expect(schemaErrors(C.StoreLocation, { _id: 'x', name: 1 })).toEqual([
      '$.serving_locations: missing',
      "$._id: 'x' is not a uuid",
      '$.name: expected string, got integer',
    ]);
    expect(schemaErrors(C.DaywiseReply.properties.next_cursor, 5)).toHaveLength(1);
  });

  it.each([
    ['store/order_status/all', C.StoreOrderStatusList],
    ['master/order_status/all', C.MasterOrderStatusList],
    ['store/delivery_slot/all', C.DeliverySlotDayList],
    ['store/delivery_type/all', C.DeliveryTypeList],
    ['store/location/all', C.StoreLocationList],
    ['store/tax/all', C.TaxList],
    ['store/discount/all', C.DiscountList],
    ['master/payment_method/all', C.PaymentMethodList],
  ])('answers the lookup %s whole', async (path, schema) => {
    const reply = await api.get<{ data: unknown[]; pages: number; total: number }>(path, {
      limit: 10000,
      offset: 0,
    });
    fits(schema, reply);
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply).toMatchObject({ pages: 1, total: reply.data.length });
  });

  it('answers points, the service search and a service form', async () => {
    fits(C.PointsConfigReply, await api.get('store/points'));
    const found = await api.get<{ data: ProductOption[] }>('store/product/all', {
      'filter.keyword': 'clean',
    });
    fits(C.ProductOptionList, found);
    expect(found.data.length).toBeGreaterThan(1);
    expect(found.data.every((p) => /clean/i.test(p.name))).toBe(true);
    const form = await api.get<{ data: { request_fields: unknown[] } }>('store/product/form', {
      product_id: found.data[0]._id,
    });
    fits(C.ProductFormReply, form);
    expect(form.data.request_fields.length).toBeGreaterThan(0);
    expect(STORE_STATUSES.some((s) => s.master_order_status_id === COMPLETED_MASTER_ID)).toBe(true);
  });
});
