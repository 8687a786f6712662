import { http, HttpResponse } from 'msw';
import type { Order } from '../../index';
import { fail, mockUrl, refuse } from './respond';
import { query, storeToday } from './request';
import { mockOrders } from './db/orders';
import { getOrderPrintTokenOperation, printOrderOperation } from '../../contracts/all-operations';

/** Like the API: a print link lives 5 minutes, for one booking and kind. */
const TOKEN_TTL_MS = 5 * 60 * 1000;
const KINDS = ['invoice', 'label'] as const;
type PrintKind = (typeof KINDS)[number];

const kindOf = (text: string | null): PrintKind | null =>
  text === null ? 'invoice' : (KINDS.find((k) => k === text) ?? null);
const mockToken = (id: string, kind: PrintKind, expires: number) => `mock.${id}.${kind}.${expires}`;
const tokenFits = (token: string, id: string, kind: PrintKind) => {
  const [mark, tokenId, tokenKind, expires] = token.split('.');
  return mark === 'mock' && tokenId === id && tokenKind === kind && Number(expires) >= Date.now();
};

const escapeHtml = (text: string | number) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function addressHtml(order: Order): string {
  const a = order.shipping_address;
  if (!a) return '<p>No shipping address</p>';
  const lines = [
    `${a.first_name} ${a.last_name}`,
    [a.street, a.locality].filter(Boolean).join(', '),
    a.landmark ?? '',
    [a.city, a.state, a.zip_code].filter(Boolean).join(', '),
    a.country,
  ].filter(Boolean);
  return `<address>${lines.map(escapeHtml).join('<br>')}</address>`;
}

function invoiceHtml(order: Order): string {
  const rows = order.products
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}</td><td>${l.selected_quantity}</td><td>${l.selling_price.toFixed(2)}</td></tr>`,
    )
    .join('');
  return `<h1>Invoice INV-${order.order_number}</h1>
<p>${escapeHtml(`${order.customer.first_name} ${order.customer.last_name}`)}</p>
<table><tr><th>Service</th><th>Qty</th><th>Price</th></tr>${rows}</table>
<p>Total: ${order.total.toFixed(2)}</p>`;
}

/** A plain page from the mock booking; the real one is the API's template. */
export function printPage(order: Order, kind: PrintKind): string {
  const body = kind === 'invoice' ? invoiceHtml(order) : addressHtml(order);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Booking ${order.order_number}</title></head><body>${body}</body></html>`;
}

/**
 * Where the print frame goes. MSW's service worker lets page navigations (the frame's load) pass to the dev server,
 * so on a page the worker controls the mock hands a same-origin blob: address of the page; elsewhere (msw/node in
 * tests) the print route's address, as the API does.
 */
function frameUrl(order: Order, kind: PrintKind, routeUrl: string): string {
  const underWorker = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  if (!underWorker) return routeUrl;
  return URL.createObjectURL(new Blob([printPage(order, kind)], { type: 'text/html' }));
}

const findOrder = (id: string | null) => mockOrders(storeToday()).orders.find((o) => o._id === id);

/** GET store/order/print_token and GET store/order/print (the page the booking details frame to print). */
export const printHandlers = [
  http.get(mockUrl(getOrderPrintTokenOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const kind = kindOf(q.get('kind'));
    if (!kind) return fail(400, 'kind must be invoice or label.', 'Invalid request');
    const order = findOrder(q.get('id'));
    if (!order) return fail(404, 'Booking not found', 'Not Found');
    const token = mockToken(order._id, kind, Date.now() + TOKEN_TTL_MS);
    const routeUrl = `${mockUrl(printOrderOperation)}?${new URLSearchParams({ id: order._id, kind, token })}`;
    return HttpResponse.json({
      token,
      url: frameUrl(order, kind, routeUrl),
      expires_in: TOKEN_TTL_MS / 1000,
    });
  }),

  // Public like the API's: the frame cannot send the session header, the token stands for it.
  http.get(mockUrl(printOrderOperation), ({ request }) => {
    const q = query(request);
    const id = q.get('id') ?? '';
    const kind = kindOf(q.get('kind'));
    if (!kind || !tokenFits(q.get('token') ?? '', id, kind))
      return fail(403, 'This print link has expired. Please print again from the booking.', 'Link Expired');
    const order = findOrder(id);
    if (!order) return fail(404, 'Booking not found', 'Not Found');
    return HttpResponse.html(printPage(order, kind));
  }),
];
