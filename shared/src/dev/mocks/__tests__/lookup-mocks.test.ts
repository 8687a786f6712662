import { callApi, type ProductOption } from '../../../index';
import * as C from '../../../contracts';
import { schemaErrors } from '../../../testing';
import { COMPLETED_MASTER_ID, STORE_STATUSES } from '../db/catalogue';
import { fits, setUpMocks } from './mock-server';
import {
  getPointsSettingsOperation,
  getProductFormOperation,
  listDeliverySlotsOperation,
  listDeliveryTypesOperation,
  listDiscountsOperation,
  listLocationsOperation,
  listMasterOrderStatusesOperation,
  listOrderStatusesOperation,
  listPaymentMethodsOperation,
  listTaxesOperation,
  searchProductsOperation,
} from '../../../index';

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
    { op: listOrderStatusesOperation, schema: C.StoreOrderStatusList },
    { op: listMasterOrderStatusesOperation, schema: C.MasterOrderStatusList },
    { op: listDeliverySlotsOperation, schema: C.DeliverySlotDayList },
    { op: listDeliveryTypesOperation, schema: C.DeliveryTypeList },
    { op: listLocationsOperation, schema: C.StoreLocationList },
    { op: listTaxesOperation, schema: C.TaxList },
    { op: listDiscountsOperation, schema: C.DiscountList },
    { op: listPaymentMethodsOperation, schema: C.PaymentMethodList },
  ])('answers the lookup $op.path whole', async ({ op, schema }) => {
    const reply = await callApi<{ data: unknown[]; pages: number; total: number }>(op, {
      limit: 10000,
      offset: 0,
    });
    fits(schema, reply);
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply).toMatchObject({ pages: 1, total: reply.data.length });
  });

  it('answers points, the service search and a service form', async () => {
    fits(C.PointsConfigReply, await callApi(getPointsSettingsOperation));
    const found = await callApi<{ data: ProductOption[] }>(searchProductsOperation, {
      'filter.keyword': 'clean',
    });
    fits(C.ProductOptionList, found);
    expect(found.data.length).toBeGreaterThan(1);
    expect(found.data.every((p) => /clean/i.test(p.name))).toBe(true);
    const form = await callApi<{ data: { request_fields: unknown[] } }>(getProductFormOperation, {
      product_id: found.data[0]._id,
    });
    fits(C.ProductFormReply, form);
    expect(form.data.request_fields.length).toBeGreaterThan(0);
    expect(STORE_STATUSES.some((s) => s.master_order_status_id === COMPLETED_MASTER_ID)).toBe(true);
  });
});
