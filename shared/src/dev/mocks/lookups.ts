import { http, HttpResponse } from 'msw';
import {
  DELIVERY_TYPES,
  DISCOUNTS,
  LOCATIONS,
  MASTER_STATUSES,
  PAYMENT_METHODS,
  POINTS,
  SLOT_DAYS,
  STORE_STATUSES,
  TAXES,
} from './db/catalogue';
import { mockUrl, paged, refuse } from './respond';
import { query } from './request';
import {
  getPointsSettingsOperation,
  listDeliverySlotsOperation,
  listDeliveryTypesOperation,
  listDiscountsOperation,
  listLocationsOperation,
  listMasterOrderStatusesOperation,
  listOrderStatusesOperation,
  listPaymentMethodsOperation,
  listTaxesOperation,
} from '../../contracts/all-operations';
import type { Operation } from '../../contracts/operation';

/** A whole lookup list (limit 10000, offset 0 or 1). */
const lookup = (op: Operation, rows: unknown[]) =>
  http.get(mockUrl(op), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 10000));
  });

/** The lookups of the booking screens and the service picker (contracts/lookups.ts). */
export const lookupHandlers = [
  lookup(listOrderStatusesOperation, STORE_STATUSES),
  lookup(listMasterOrderStatusesOperation, MASTER_STATUSES),
  lookup(listDeliverySlotsOperation, SLOT_DAYS),
  lookup(listDeliveryTypesOperation, DELIVERY_TYPES),
  lookup(listLocationsOperation, LOCATIONS),
  lookup(listTaxesOperation, TAXES),
  lookup(listDiscountsOperation, DISCOUNTS),
  lookup(listPaymentMethodsOperation, PAYMENT_METHODS),
  http.get(mockUrl(getPointsSettingsOperation), async ({ request }) => {
    const refused = await refuse(request);
    return refused ?? HttpResponse.json({ data: POINTS });
  }),
];
