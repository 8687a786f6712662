import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  DiscountList,
  LookupQuery,
  PaymentMethodList,
  PointsConfigReply,
  TaxList,
  getPointsSettingsOperation,
  listDiscountsOperation,
  listPaymentMethodsOperation,
  listTaxesOperation,
} from '@storedesk/shared/contracts';
import { discounts, masterPaymentMethods, pointsConfig, taxes } from '../../db/schema';
import { REQUEST_CUSTOMER_PAYMENT_METHOD_ID } from '../../db/schema/settings';
import { defineRoute } from '../../http/define-route';
import { pagedLookup } from './paged-lookup';

/** Taxes, discounts, payment methods and the points settings: what the new-booking money block offers. */
export default async function moneySettingsLookups(app: FastifyInstance) {
  defineRoute(app, {
    operation: listTaxesOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's taxes",
      tags: ['lookups'],
      querystring: LookupQuery,
      response: { 200: TaxList },
    },
    handler: async (request) => {
      const where = and(eq(taxes.storeId, request.auth.storeId), eq(taxes.isDeleted, false));
      return pagedLookup(
        app.db,
        taxes,
        where,
        request.query,
        (limit, skip) =>
          app.db
            .select()
            .from(taxes)
            .where(where)
            .orderBy(asc(taxes.createdAt), asc(taxes.id))
            .limit(limit)
            .offset(skip),
        (t) => ({
          _id: t.id,
          name: t.name,
          value: Number(t.value),
          type: t.type,
          description: t.description,
        }),
      );
    },
  });

  defineRoute(app, {
    operation: listDiscountsOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's active discounts, newest first",
      tags: ['lookups'],
      querystring: LookupQuery,
      response: { 200: DiscountList },
    },
    handler: async (request) => {
      const where = and(
        eq(discounts.storeId, request.auth.storeId),
        eq(discounts.isDeleted, false),
        eq(discounts.isActive, true),
      );
      return pagedLookup(
        app.db,
        discounts,
        where,
        request.query,
        (limit, skip) =>
          app.db
            .select()
            .from(discounts)
            .where(where)
            .orderBy(desc(discounts.createdAt), asc(discounts.id))
            .limit(limit)
            .offset(skip),
        (d) => ({
          _id: d.id,
          name: d.name,
          code: d.code,
          discount_type: d.discountType,
          value_type: d.valueType,
          value: Number(d.value),
          expiry_date: d.expiryDate,
          is_active: d.isActive,
        }),
      );
    },
  });

  defineRoute(app, {
    operation: listPaymentMethodsOperation,
    permission: 'read_lookups',
    schema: {
      summary:
        'The active payment methods (global); request_customer_payment marks the one that forces unpaid',
      tags: ['lookups'],
      querystring: LookupQuery,
      response: { 200: PaymentMethodList },
    },
    handler: async (request) => {
      const where = eq(masterPaymentMethods.isActive, true);
      return pagedLookup(
        app.db,
        masterPaymentMethods,
        where,
        request.query,
        (limit, skip) =>
          app.db
            .select()
            .from(masterPaymentMethods)
            .where(where)
            .orderBy(asc(masterPaymentMethods.position))
            .limit(limit)
            .offset(skip),
        (m) => ({
          _id: m.id,
          code: m.code,
          name: m.name,
          position: m.position,
          request_customer_payment: m.id === REQUEST_CUSTOMER_PAYMENT_METHOD_ID,
        }),
      );
    },
  });

  defineRoute(app, {
    operation: getPointsSettingsOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's loyalty points settings (null when none are set)",
      tags: ['lookups'],
      response: { 200: PointsConfigReply },
    },
    handler: async (request) => {
      const [row] = await app.db
        .select()
        .from(pointsConfig)
        .where(eq(pointsConfig.storeId, request.auth.storeId))
        .limit(1);
      return {
        data: row ? { _id: row.id, uom: row.uom, usage_condition: row.usageCondition } : null,
      };
    },
  });
}
