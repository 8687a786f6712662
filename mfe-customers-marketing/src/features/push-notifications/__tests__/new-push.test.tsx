import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import {
  todayInZone,
  toast,
  type CategoryOption,
  type CustomerListRow,
  type CustomerSearchReply,
  type ProductOption,
} from '@storedesk/shared';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import NewPushContainer from '../new-push-container';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';

/**
 * jsdom's File is no Blob to the Node FormData that fetch sends (jest-fixed-jsdom), so it would go up as text;
 * a File made by that FormData (from its Blob) goes up as the browser's would.
 */
function imageFile(bits: string, name: string): File {
  const form = new FormData();
  form.append('file', new Blob([bits], { type: 'image/png' }), name);
  return form.get('file') as File;
}

// antd selects, pickers and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const MEERA = uuid(0x30, 99);
const customerId = (n: number) => uuid(0x30, n);
const CATEGORY = uuid(0x61, 1);
const SERVICE = uuid(0x63, 1);
const BOOKING = uuid(0x66, 1);
const IMAGE_URL = 'https://cdn.example.test/uploads/push.png';
const LIST = 'the notification list';

let recipientTotal = 25;
let uploadFails = false;
const queries: Record<string, Record<string, string>[]> = {};
const created: unknown[] = [];
const uploads: { type: unknown; name: unknown }[] = [];
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

const server = setupServer(
  http.get(apiUrl('customer/search'), ({ request }) => {
    log('customer/search', request);
    const reply: CustomerSearchReply = one({
      _id: MEERA,
      first_name: 'Meera',
      last_name: 'Kapoor',
      email: null,
      phone_no: '9800000001',
      country_code: '+91',
      points: 0,
      order_count: 0,
      order_total: 0,
    });
    return HttpResponse.json(reply);
  }),
  http.get(apiUrl('customer/all'), ({ request }) => {
    log('customer/all', request);
    const q = params(request);
    const page = Number(q.offset);
    const first = (page - 1) * 10 + 1;
    const count = Math.max(0, Math.min(10, recipientTotal - first + 1));
    return HttpResponse.json({
      data: Array.from({ length: count }, (_, i) => customer(first + i)),
      pages: Math.ceil(recipientTotal / 10),
      total: recipientTotal,
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
    return HttpResponse.json(
      params(request)['filter.order_number'] === '1001' ? one({ _id: BOOKING, order_number: 1001 }) : none,
    );
  }),
  http.post(apiUrl('misc/upload'), async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    uploads.push({ type: form.get('type'), name: typeof file === 'string' ? null : file?.name });
    if (uploadFails)
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
  recipientTotal = 25;
  uploadFails = false;
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function renderNew() {
  return renderWithProviders(
    <Routes>
      <Route path="/push-notification" element={<p>{LIST}</p>} />
      <Route path="/push-notification/new" element={<NewPushContainer />} />
    </Routes>,
    { route: '/push-notification/new' },
  );
}
type User = ReturnType<typeof renderNew>['user'];

async function pick(user: User, combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

async function fillContent(user: User) {
  await user.type(screen.getByLabelText(T.notificationTitle), 'Festive offer');
  await user.type(screen.getByLabelText(T.message), 'Flat 20% off this week');
}

async function pickMeera(user: User) {
  const field = screen.getByLabelText(T.customer);
  await user.type(field, 'm');
  expect(await screen.findByText(T.searchTooShort(2))).toBeInTheDocument();
  expect(queries['customer/search']).toBeUndefined();
  await user.type(field, 'e', { skipClick: true });
  const [meera] = await screen.findAllByTitle('Meera Kapoor (9800000001)');
  expect(queries['customer/search']).toEqual([{ limit: '15', offset: '1', 'filter.keyword': 'me' }]);
  await user.click(meera);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: T.submit }));

describe('new push notification', () => {
  it("asks for a customer and each redirect type's target with the spec's texts; a payment request needs none", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderNew();
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.CATEGORY);
    await submit(user);
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(T.missingTitle, T.noCustomer));
    expect(T.noCustomer).toBe('No customer selected');

    await pickMeera(user);
    const expected = {
      CATEGORY: 'No Category is selected',
      PRODUCT: 'No Service is selected',
      COLLECTION: 'No Collection is selected',
      SUBSCRIPTION: 'No Contract is selected',
      ORDER: 'No Booking is selected',
    } as const;
    for (const type of Object.keys(expected) as (keyof typeof expected)[]) {
      expect(T.targetRequired[type]).toBe(expected[type]);
      await pick(user, T.redirectType, T.redirectTypes[type]);
      await submit(user);
      await waitFor(() => expect(error).toHaveBeenLastCalledWith(T.missingTitle, expected[type]));
    }
    expect(created).toEqual([]);

    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await waitFor(() =>
      expect(created).toEqual([
        {
          notification_details: {
            customer_type: 'one_customer',
            customer_id: MEERA,
            title: 'Festive offer',
            message: 'Flat 20% off this week',
            redirect_type: 'PAYMENT_REQUEST',
            redirect_to: null,
            delivery_type: 'IMMEDIATE',
            notification_image: null,
            attachment_image: null,
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Notification Created', 'Successfully created a new notification'),
    );
    expect(await screen.findByText(LIST)).toBeInTheDocument();
  });

  it('searches categories from 1 character and services from 2, and sends the picked target', async () => {
    const { user } = renderNew();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PRODUCT);
    // The redirect type list also names an option 'Service', so the field is found by its role.
    const serviceField = screen.getByRole('combobox', { name: T.target.PRODUCT });
    await user.type(serviceField, 'd');
    expect(await screen.findByText(T.searchTooShort(2))).toBeInTheDocument();
    expect(queries['store/product/all']).toBeUndefined();
    await user.type(serviceField, 'e', { skipClick: true });
    await screen.findAllByTitle('Deep Home Cleaning (SRV-100)');
    expect(queries['store/product/all']).toEqual([{ 'filter.keyword': 'de', limit: '20', offset: '1' }]);

    await pick(user, T.redirectType, T.redirectTypes.CATEGORY);
    await user.type(screen.getByRole('combobox', { name: T.target.CATEGORY }), 'c');
    const [cleaning] = await screen.findAllByTitle('Cleaning');
    expect(queries['category/all']).toEqual([{ 'filter.keyword': 'c', limit: '20', offset: '1' }]);
    await user.click(cleaning);
    await submit(user);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      notification_details: { redirect_type: 'CATEGORY', redirect_to: CATEGORY },
    });
  });

  it("checks a booking number: 'Invalid Booking Number', then 'Valid Booking Number selected' and that booking is sent", async () => {
    const { user } = renderNew();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.ORDER);
    const number = screen.getByLabelText(T.target.ORDER);
    await user.type(number, '999');
    await user.click(screen.getByRole('button', { name: T.checkBooking }));
    expect(await screen.findByText('Invalid Booking Number')).toBeInTheDocument();
    expect(T.invalidBooking).toBe('Invalid Booking Number');
    expect(queries['store/order/all']).toEqual([{ 'filter.order_number': '999', limit: '10', offset: '1' }]);

    await user.clear(number);
    await user.type(number, '1001');
    expect(screen.queryByText(T.invalidBooking)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.checkBooking }));
    expect(await screen.findByText('Valid Booking Number selected')).toBeInTheDocument();
    expect(T.validBooking).toBe('Valid Booking Number selected');
    await submit(user);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      notification_details: { redirect_type: 'ORDER', redirect_to: BOOKING },
    });
  });

  it('lists the matching customers 10 a page all ticked; the unticked ones are excluded and counted out', async () => {
    const { user } = renderNew();
    await user.click(screen.getByText(T.customerTypes.multiple_customers));
    await user.type(screen.getByLabelText(T.criteria.minOrderCount), '2');
    await user.type(screen.getByLabelText(T.criteria.maxPoints), '900');
    expect(screen.getByText(T.recipientsNotChosen)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.continue }));

    const title = await screen.findByText(T.recipientModal.title);
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    await within(modal).findByText('Customer1 Test');
    expect(queries['customer/all'][0]).toEqual({
      limit: '10',
      offset: '1',
      'filter.push_notification': 'true',
      'filter.is_deleted': 'false',
      'filter.order_count_from': '2',
      'filter.points_to': '900',
    });
    const boxes = within(modal).getAllByRole('checkbox');
    expect(boxes).toHaveLength(10);
    for (const box of boxes) expect(box).toBeChecked();
    expect(within(modal).getByText(T.recipientModal.summary(25, 25))).toBeInTheDocument();

    await user.click(within(modal).getByLabelText(T.recipientModal.select('Customer3 Test')));
    await user.click(within(modal).getByTitle('2'));
    await within(modal).findByText('Customer12 Test');
    expect(queries['customer/all'].at(-1)).toMatchObject({ offset: '2' });
    for (const box of within(modal).getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(within(modal).getByLabelText(T.recipientModal.select('Customer12 Test')));
    expect(within(modal).getByText(T.recipientModal.summary(23, 25))).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: T.recipientModal.done }));
    expect(await screen.findByText(T.recipientsChosen(23))).toBeInTheDocument();

    // Changing a restriction forgets the reviewed customers; Continue starts again with everyone ticked.
    const minPoints = screen.getByLabelText(T.criteria.minPoints);
    await user.type(minPoints, '1');
    expect(await screen.findByText(T.recipientsNotChosen)).toBeInTheDocument();
    await user.clear(minPoints);
    await user.click(screen.getByRole('button', { name: T.continue }));
    const again = (await screen.findByText(T.recipientModal.summary(25, 25))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(await within(again).findByLabelText(T.recipientModal.select('Customer3 Test')));
    expect(within(again).getByText(T.recipientModal.summary(24, 25))).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: T.recipientModal.done }));
    expect(await screen.findByText(T.recipientsChosen(24))).toBeInTheDocument();

    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      notification_details: {
        customer_type: 'multiple_customers',
        criteria: { min_order_count: 2, max_points: 900 },
        exclude_customer_ids: [customerId(3)],
        title: 'Festive offer',
        message: 'Flat 20% off this week',
        redirect_type: 'PAYMENT_REQUEST',
        redirect_to: null,
        delivery_type: 'IMMEDIATE',
        notification_image: null,
        attachment_image: null,
      },
    });
  });

  it("says 'No Customer is available under the mentioned restrictions' when nobody matches", async () => {
    recipientTotal = 0;
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderNew();
    await user.click(screen.getByText(T.customerTypes.multiple_customers));
    await user.click(screen.getByRole('button', { name: T.continue }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.invalidTitle, T.noMatches));
    expect(T.noMatches).toBe('No Customer is available under the mentioned restrictions');
    expect(screen.queryByText(T.recipientModal.title)).not.toBeInTheDocument();
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(T.missingTitle, T.recipientsNotReviewed));
    expect(created).toEqual([]);
  });

  it('schedules from today to 30 days ahead in 10-minute steps, and IMMEDIATE clears the date and time', async () => {
    const { user } = renderNew();
    const date = screen.getByLabelText(T.deliveryDate);
    const time = screen.getByLabelText(T.deliveryTime);
    expect(date).toBeDisabled();
    expect(time).toBeDisabled();
    await user.click(screen.getByText(T.deliveryTypes.SCHEDULED));
    expect(date).toBeEnabled();

    const today = todayInZone('Asia/Kolkata');
    const cell = async (day: typeof today) => {
      const title = day.format('YYYY-MM-DD');
      for (let i = 0; i < 3 && !document.querySelector(`td[title="${title}"]`); i++)
        await user.click(screen.getByLabelText('Next month'));
      return document.querySelector(`td[title="${title}"]`) as HTMLElement;
    };
    await user.click(date);
    expect((await cell(today)).className).not.toMatch(/disabled/);
    expect((await cell(today.add(30, 'day'))).className).not.toMatch(/disabled/);
    expect((await cell(today.add(31, 'day'))).className).toMatch(/ant-picker-cell-disabled/);
    await user.click(screen.getByLabelText('Previous month'));
    await user.click(screen.getByLabelText('Previous month'));
    await user.click(screen.getByLabelText('Previous month'));
    const yesterday = document.querySelector(`td[title="${today.subtract(1, 'day').format('YYYY-MM-DD')}"]`);
    if (yesterday) expect(yesterday.className).toMatch(/ant-picker-cell-disabled/);
    await user.click((await cell(today.add(2, 'day'))).firstElementChild as HTMLElement);
    expect(date).toHaveValue(today.add(2, 'day').format('DD/MM/YYYY'));

    await user.click(time);
    const minutes = document.querySelector('ul[data-type="minute"]') as HTMLElement;
    const values = [...minutes.querySelectorAll('li')].map((li) => li.getAttribute('data-value'));
    expect(values).toEqual(['0', '10', '20', '30', '40', '50']);
    expect(document.querySelectorAll('ul[data-type="hour"] li')).toHaveLength(12);
    expect(document.querySelector('ul[data-type="meridiem"]')).not.toBeNull();
    await user.click(document.querySelector('ul[data-type="hour"] li[data-value="9"]') as HTMLElement);
    await user.click(minutes.querySelector('li[data-value="30"]') as HTMLElement);
    await user.click(document.querySelector('ul[data-type="meridiem"] li[data-value="pm"]') as HTMLElement);
    await waitFor(() => expect(time).toHaveValue('09:30 PM'));
    // Clicking elsewhere closes the picker, which hands the time to the form.
    await user.click(screen.getByRole('heading', { name: T.title }));

    await user.click(screen.getByText(T.deliveryTypes.IMMEDIATE));
    await waitFor(() => expect(date).toHaveValue(''));
    expect(time).toHaveValue('');
    expect(date).toBeDisabled();
    expect(time).toBeDisabled();

    await user.click(screen.getByText(T.deliveryTypes.SCHEDULED));
    await user.click(screen.getByRole('button', { name: T.schedule }));
    expect(await screen.findAllByText(T.scheduleMissing)).toHaveLength(2);
  });

  it('uploads the picked image as OTHERS first, previews it 100 by 100 and removes it; a failed upload says so', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user, container } = renderNew();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, imageFile('png-bytes', 'offer.png'));
    const preview = await screen.findByAltText(T.imagePreview);
    expect(uploads).toEqual([{ type: 'OTHERS', name: 'offer.png' }]);
    expect(preview).toHaveAttribute('src', IMAGE_URL);
    expect(preview).toHaveAttribute('width', '100');
    expect(preview).toHaveAttribute('height', '100');

    // A failed upload says so and keeps the image already there.
    uploadFails = true;
    // The upload control renders a new input after each pick.
    const next = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(next, imageFile('text', 'notes.png'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error uploading the image', 'Only images can be uploaded here.'),
    );
    expect(T.uploadFailed).toBe('Error uploading the image');
    expect(uploads).toHaveLength(2);
    expect(screen.getByAltText(T.imagePreview)).toHaveAttribute('src', IMAGE_URL);

    await user.click(screen.getByRole('button', { name: T.removeImage }));
    expect(screen.queryByAltText(T.imagePreview)).not.toBeInTheDocument();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      notification_details: { notification_image: null, attachment_image: null },
    });
  });
});
