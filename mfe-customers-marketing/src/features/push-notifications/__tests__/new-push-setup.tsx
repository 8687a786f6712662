import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import {
  type CategoryOption,
  type CustomerListRow,
  type CustomerSearchReply,
  type ProductOption,
} from '@storedesk/shared';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import NewPushContainer from '../new-push-container';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';

/**
 * What the new push notification screen tests share: the ids and rows the mocked API answers with, the calls it
 * records, and the steps that fill the form. Each test file calls setUpNewPushTests() once.
 */

/**
 * jsdom's File is no Blob to the Node FormData that fetch sends (jest-fixed-jsdom), so it would go up as text;
 * a File made by that FormData (from its Blob) goes up as the browser's would.
 */
export function imageFile(bits: string, name: string): File {
  const form = new FormData();
  form.append('file', new Blob([bits], { type: 'image/png' }), name);
  return form.get('file') as File;
}

const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const MEERA = uuid(0x30, 99);
export const ARJUN = uuid(0x30, 98);
export const customerId = (n: number) => uuid(0x30, n);
export const CATEGORY = uuid(0x61, 1);
const SERVICE = uuid(0x63, 1);
export const BOOKING = uuid(0x66, 1);
/** Booking 1002 is Arjun's. */
export const ARJUNS_BOOKING = uuid(0x66, 2);
export const IMAGE_URL = 'https://cdn.example.test/uploads/push.png';
export const LIST = 'the notification list';

/** What the mocked API answers with, reset before each test. */
export const newPushMock = { recipientTotal: 25, uploadFails: false };
export const queries: Record<string, Record<string, string>[]> = {};
export const created: unknown[] = [];
export const uploads: { type: unknown; name: unknown }[] = [];
const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const log = (path: string, request: Request) => (queries[path] ??= []).push(params(request));

function customer(n: number): CustomerListRow {
  return {
    _id: customerId(n),
    first_name: `Customer${n}`,
    last_name: 'Test',
    email: null,
    phone_no: `90000000${String(n).padStart(2, '0')}`,
    country_code: '+91',
    points: n * 10,
    order_count: n,
    order_total: n * 100,
    version: 0,
    push_notification: true,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

const category: CategoryOption = {
  _id: CATEGORY,
  name: 'Cleaning',
  url_slug: 'cleaning',
  image: null,
  is_parent: true,
  parent_category_id: null,
};
const service: ProductOption = {
  _id: SERVICE,
  name: 'Deep Home Cleaning',
  parent_sku: 'SRV-100',
  selling_price: 2499,
  compare_at_price: 2499,
  common_price: true,
  is_available: true,
  product_category_id: null,
  image: null,
  min_quantity: 1,
  max_quantity: 5,
  variants: [],
};
const one = <R,>(row: R) => ({ data: [row], pages: 1, total: 1 });
const none = { data: [], pages: 0, total: 0 };

/** The slow-test timeout and the mocked API with its hooks; call once at the top of a test file. */
export function setUpNewPushTests() {
  // antd selects, pickers and modals are slow in jsdom on a busy 2-core machine.
  jest.setTimeout(300_000);

  const server = setupServer(
    http.get(apiUrl('customer/search'), ({ request }) => {
      log('customer/search', request);
      const base = { email: null, country_code: '+91', points: 0, order_count: 0, order_total: 0 };
      const reply: CustomerSearchReply = {
        data: [
          {
            ...base,
            _id: MEERA,
            first_name: 'Meera',
            last_name: 'Kapoor',
            phone_no: '9800000001',
            push_notification: true,
          },
          // Turned push notifications off: shown, not pickable.
          {
            ...base,
            _id: ARJUN,
            first_name: 'Arjun',
            last_name: 'Rao',
            phone_no: '9800000002',
            push_notification: false,
          },
        ],
        pages: 1,
        total: 2,
      };
      return HttpResponse.json(reply);
    }),
    http.get(apiUrl('customer/all'), ({ request }) => {
      log('customer/all', request);
      const q = params(request);
      const page = Number(q.offset);
      const first = (page - 1) * 10 + 1;
      const count = Math.max(0, Math.min(10, newPushMock.recipientTotal - first + 1));
      return HttpResponse.json({
        data: Array.from({ length: count }, (_, i) => customer(first + i)),
        pages: Math.ceil(newPushMock.recipientTotal / 10),
        total: newPushMock.recipientTotal,
      });
    }),
    http.get(apiUrl('category/all'), ({ request }) => {
      log('category/all', request);
      return HttpResponse.json(one(category));
    }),
    http.get(apiUrl('store/product/all'), ({ request }) => {
      log('store/product/all', request);
      return HttpResponse.json(one(service));
    }),
    http.get(apiUrl('store/order/all'), ({ request }) => {
      log('store/order/all', request);
      // Only the fields the check reads; the rest of a booking row does not matter here.
      const number = params(request)['filter.order_number'];
      return HttpResponse.json(
        number === '1001'
          ? one({ _id: BOOKING, order_number: 1001, customer_id: MEERA })
          : number === '1002'
            ? one({ _id: ARJUNS_BOOKING, order_number: 1002, customer_id: ARJUN })
            : none,
      );
    }),
    http.post(apiUrl('misc/upload'), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      uploads.push({ type: form.get('type'), name: typeof file === 'string' ? null : file?.name });
      if (newPushMock.uploadFails)
        return HttpResponse.json(
          { message: 'Only images can be uploaded here.', title: 'Unsupported File' },
          { status: 400 },
        );
      return HttpResponse.json({ url: IMAGE_URL });
    }),
    http.post(apiUrl('store/push_notification'), async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({
        message: 'Successfully created a new notification',
        title: 'Notification Created',
        data: {},
      });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    for (const key of Object.keys(queries)) delete queries[key];
    created.length = 0;
    uploads.length = 0;
    newPushMock.recipientTotal = 25;
    newPushMock.uploadFails = false;
  });
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}

export function renderNew() {
  return renderWithProviders(
    <Routes>
      <Route path="/push-notification" element={<p>{LIST}</p>} />
      <Route path="/push-notification/new" element={<NewPushContainer />} />
    </Routes>,
    { route: '/push-notification/new' },
  );
}
export type User = ReturnType<typeof renderNew>['user'];

export async function pick(user: User, combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

export async function fillContent(user: User) {
  await user.type(screen.getByLabelText(T.notificationTitle), 'Festive offer');
  await user.type(screen.getByLabelText(T.message), 'Flat 20% off this week');
}

export async function pickMeera(user: User) {
  const field = screen.getByLabelText(T.customer);
  await user.type(field, 'm');
  expect(await screen.findByText(T.searchTooShort(2))).toBeInTheDocument();
  expect(queries['customer/search']).toBeUndefined();
  await user.type(field, 'e', { skipClick: true });
  const [meera] = await screen.findAllByTitle('Meera Kapoor (9800000001)');
  expect(queries['customer/search']).toEqual([{ limit: '15', offset: '1', 'filter.keyword': 'me' }]);
  await user.click(meera);
}

export const submit = (user: User) => user.click(screen.getByRole('button', { name: T.submit }));

/** Send (or Schedule) asks first, naming how many customers receive it; this answers yes. */
export async function confirmSend(user: User, question: string, ok: string = T.confirmSendOk) {
  // The last one: an earlier question may still be closing.
  const dialogs = await screen.findAllByRole('dialog', { name: question });
  await user.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: ok }));
}
