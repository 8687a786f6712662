import type { FastifyInstance } from 'fastify';
import {
  OrderWriteReply,
  UpdateOrderAddressBody,
  UpdateOrderDateBody,
  UpdateOrderPaymentBody,
  UpdateOrderTagsBody,
  updateOrderAddressOperation,
  updateOrderDateOperation,
  updateOrderPaymentOperation,
  updateOrderTagsOperation,
} from '@storedesk/shared/contracts';
import { DAYS, type DeliveryData, type ShippingAddress } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { ORDER_MESSAGES as M } from '../cart/cart-messages';
import { todayIn } from '../cart/order-checks';
import { resolvePayment } from '../cart/payment-rules';
import { editBooking } from './edit-booking';

const SUMMARY_UPDATED = { message: 'Successfully Updated Summary', title: 'Booking Updated' };

/** 'HH:mm' + minutes, kept within the day (a slot never runs past midnight). */
export function addMinutes(start: string, minutes: number): string {
  const [h, m] = start.split(':').map(Number);
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Upper-case weekday of a YYYY-MM-DD day (spec 2 "Delivery slot day"). */
export function weekdayOf(day: string): (typeof DAYS)[number] {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return DAYS[(sunday0 + 6) % 7];
}

function cleanAddress(value: UpdateOrderAddressBody['shipping_address']): ShippingAddress {
  return {
    first_name: value.first_name,
    last_name: value.last_name,
    street: value.street,
    locality: value.locality ?? '',
    landmark: value.landmark ?? '',
    city: value.city,
    state: value.state,
    zip_code: value.zip_code,
    country: value.country,
    country_code: value.country_code ?? '',
    phone_no: value.phone_no ?? '',
    latitude: value.latitude ?? null,
    longitude: value.longitude ?? null,
  };
}

/**
 * The booking's summary, one route per field group because each group has its own permission (spec 2 §6):
 * delivery date/slot, tags, address, payment status.
 */
export default async function updateSummaryRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateOrderDateOperation,
    errors: ['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'update_order_date',
    schema: {
      summary: 'Change the delivery date and slot of a booking',
      description:
        'A custom slot with `duration` gets end_time = start_time + duration. Stale `version` -> 409.',
      tags: ['orders'],
      body: UpdateOrderDateBody,
      response: { 200: OrderWriteReply },
    },
    handler: async (request) => {
      const { _id, version, delivery_date, delivery_data, delivery_mode } = request.body;
      // The new-booking screen's rules (spec 2 §5): no past day in the store's zone; a slot (start and end) or a
      // custom start with a duration.
      if (delivery_date < todayIn(request.auth.storeTimezone)) throw badRequest(M.pastDate, M.pastDateTitle);
      if (delivery_data && delivery_data.duration === undefined && !delivery_data.end_time)
        throw badRequest(M.noSlot, M.noSlotTitle);
      return editBooking(
        app,
        request.auth,
        {
          id: _id,
          version,
          action: 'update_date',
          change: async ({ booking }) => {
            const previous = booking.deliveryData;
            let data: DeliveryData | null = previous ? { ...previous, day: weekdayOf(delivery_date) } : null;
            if (delivery_data) {
              const end =
                delivery_data.duration !== undefined
                  ? addMinutes(delivery_data.start_time, delivery_data.duration)
                  : (delivery_data.end_time ?? previous?.end_time ?? delivery_data.start_time);
              data = {
                ...previous,
                day: weekdayOf(delivery_date),
                start_time: delivery_data.start_time,
                end_time: end,
                type: delivery_data.type ?? previous?.type ?? 'SCHEDULED',
                ...(delivery_data.cutoff_time !== undefined
                  ? { cutoff_time: delivery_data.cutoff_time }
                  : {}),
                ...(delivery_data.duration !== undefined ? { duration: delivery_data.duration } : {}),
              };
            }
            return {
              deliveryDate: delivery_date,
              deliveryData: data,
              ...(delivery_mode !== undefined ? { deliveryMode: delivery_mode } : {}),
            };
          },
        },
        SUMMARY_UPDATED,
      );
    },
  });

  defineRoute(app, {
    operation: updateOrderTagsOperation,
    errors: ['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'update_order_tags',
    schema: {
      summary: 'Replace the tags of a booking',
      tags: ['orders'],
      body: UpdateOrderTagsBody,
      response: { 200: OrderWriteReply },
    },
    handler: async (request) => {
      const { _id, version, order_tags } = request.body;
      const tags = [...new Set(order_tags.map((t) => t.trim()).filter(Boolean))];
      return editBooking(
        app,
        request.auth,
        { id: _id, version, action: 'update_tags', change: async () => ({ orderTags: tags }) },
        { message: 'Successfully Updated Tags', title: 'Booking Updated' },
      );
    },
  });

  defineRoute(app, {
    operation: updateOrderAddressOperation,
    errors: ['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'update_order_address',
    schema: {
      summary: 'Change the shipping (and billing) address of a booking',
      tags: ['orders'],
      body: UpdateOrderAddressBody,
      response: { 200: OrderWriteReply },
    },
    handler: async (request) => {
      const { _id, version, shipping_address, billing_address } = request.body;
      return editBooking(
        app,
        request.auth,
        {
          id: _id,
          version,
          action: 'update_address',
          change: async () => ({
            shippingAddress: cleanAddress(shipping_address),
            ...(billing_address ? { billingAddress: cleanAddress(billing_address) } : {}),
          }),
        },
        { message: 'Successfully Updated Address', title: 'Booking Updated' },
      );
    },
  });

  defineRoute(app, {
    operation: updateOrderPaymentOperation,
    errors: ['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'update_order_payment_status',
    schema: {
      summary: 'Mark a booking paid or unpaid',
      description: 'payment_method and transaction_id change only when sent.',
      tags: ['orders'],
      body: UpdateOrderPaymentBody,
      response: { 200: OrderWriteReply },
    },
    handler: async (request) => {
      const { _id, version, payment } = request.body;
      return editBooking(
        app,
        request.auth,
        {
          id: _id,
          version,
          action: 'update_payment_status',
          change: async ({ tx, booking }) => {
            // Spec 2 §4: the method asking the customer to pay (request_customer_payment) leaves the booking unpaid.
            const method =
              payment.payment_method !== undefined ? payment.payment_method : booking.payment.payment_method;
            const resolved = method
              ? await resolvePayment(tx, { payment_method: method, is_paid: payment.is_paid }, false)
              : { is_paid: payment.is_paid, payment_method: null };
            return {
              isPaid: resolved.is_paid,
              payment: {
                is_paid: resolved.is_paid,
                payment_method: resolved.payment_method,
                transaction_id:
                  payment.transaction_id !== undefined
                    ? payment.transaction_id
                    : booking.payment.transaction_id,
              },
            };
          },
        },
        SUMMARY_UPDATED,
      );
    },
  });
}
