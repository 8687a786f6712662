// The printed booking's view model: the order, store and tax data as the values the templates show.
import { and, eq } from 'drizzle-orm';
import type { Order } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { deliveryTypes, masterPaymentMethods, stores } from '../../db/schema';
import { storeTaxes, taxBreakdown } from './booking-totals';
import { invoiceTaxes } from './place-of-supply';

const pad = (n: number) => String(n).padStart(2, '0');
function dayText(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
function timeText(hhmm: string | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm ?? '');
  if (!m) return '';
  const h = Number(m[1]);
  return `${pad(h % 12 === 0 ? 12 : h % 12)}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}
function instantDay(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
  return parts;
}
function addressLines(a: Order['shipping_address']): string[] {
  if (!a) return [];
  const line = (...parts: (string | null | undefined)[]) =>
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(', ');
  return [
    line(a.street, a.locality),
    line(a.landmark),
    line(a.city, a.state, a.zip_code),
    line(a.country),
  ].filter(Boolean);
}

/** The values the templates show, every one already formatted for a person. */
export async function printView(db: DbOrTx, storeId: string, order: Order) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  const meta = (name: string) =>
    store.storeMetaConfig.find((entry) => entry.meta_config_name === name)?.meta_config_value?.trim() || '';
  const money = (value: number) => {
    try {
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: store.currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    } catch {
      return `${store.currency} ${value.toFixed(2)}`;
    }
  };
  const taxList = await storeTaxes(db, storeId);
  const taxable = Math.max(
    0,
    Math.round((order.sub_total - order.discount_value - order.discount_by_points) * 100) / 100,
  );
  const [method] = order.payment.payment_method
    ? await db
        .select({ name: masterPaymentMethods.name })
        .from(masterPaymentMethods)
        .where(eq(masterPaymentMethods.code, order.payment.payment_method))
        .limit(1)
    : [];
  const [type] = order.delivery_mode
    ? await db
        .select({ name: deliveryTypes.name })
        .from(deliveryTypes)
        .where(and(eq(deliveryTypes.storeId, storeId), eq(deliveryTypes.type, order.delivery_mode)))
        .limit(1)
    : [];
  const discounts = [];
  if (order.discount_value > 0)
    discounts.push({
      label: order.discount?.type === 'PERCENTAGE' ? `Discount (${order.discount.value}%)` : 'Discount',
      amount: money(order.discount_value),
    });
  if (order.discount_by_points > 0)
    discounts.push({
      label: `Loyalty Points (${order.points_used})`,
      amount: money(order.discount_by_points),
    });
  const slot = order.delivery_data
    ? [timeText(order.delivery_data.start_time), timeText(order.delivery_data.end_time)]
        .filter(Boolean)
        .join(' - ')
    : '';
  const deliveryCost = order.delivery_data?.delivery_cost ?? 0;
  const customerName = `${order.customer.first_name} ${order.customer.last_name}`.trim();
  const gst = invoiceTaxes(taxBreakdown(taxable, taxList), meta('tax_number'), order.shipping_address?.state);
  return {
    store: {
      name: store.name,
      addressLines: meta('store_address')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
      phone: meta('support_phone'),
      taxNumber: meta('tax_number'),
    },
    invoice: {
      number: `INV-${order.order_number}`,
      date: instantDay(order.createdAt, store.storeTimezone),
      placeOfSupply: gst.placeOfSupply,
    },
    booking: {
      number: order.order_number,
      deliveryDate: dayText(order.delivery_date),
      slot,
      type: type?.name ?? order.delivery_mode ?? '',
    },
    customer: {
      name: customerName,
      addressLines: addressLines(order.shipping_address),
      phone: order.shipping_address?.phone_no || order.customer.phone_no || '',
      email: order.customer.email ?? '',
    },
    lines: order.products.map((line, i) => ({
      index: i + 1,
      name: line.name,
      variant: line.variant_name ?? '',
      quantity: line.selected_quantity,
      unitPrice: money(line.selling_price),
      amount: money(Math.round(line.selling_price * line.selected_quantity * 100) / 100),
    })),
    totals: {
      subTotal: money(order.sub_total),
      discounts,
      taxable: money(taxable),
      taxes: gst.lines.map((t) => ({
        label: t.rate === null ? t.label : `${t.label} (${Number(t.rate.toFixed(3))}%)`,
        amount: money(t.amount),
      })),
      deliveryCost: deliveryCost > 0 ? money(deliveryCost) : '',
      total: money(order.total),
    },
    payment: {
      status: order.payment.is_paid ? 'Paid' : 'Not Paid',
      method: method?.name ?? order.payment.payment_method ?? '',
    },
  };
}

export type PrintView = Awaited<ReturnType<typeof printView>>;
