import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import {
  STORAGE_KEYS,
  toApiDate,
  todayInZone,
  toast,
  type CustomerSearchReply,
  type PushNotificationDetailsReply,
  type PushNotificationList,
  type PushNotificationRow,
  type Role,
} from '@storedesk/shared';
import { CONFIRM_TEXTS, FILTER_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import App from '../../../app';
import PushHistoryContainer from '../push-history-container';
import { HISTORY_TEXTS as T } from '../push-history-texts';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const TOTAL = 23;
const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const MEERA = uuid(0x30, 99);
const F = T.filter;
const DAY = 24 * 3600 * 1000;
const future = new Date(Date.now() + 3 * DAY).toISOString();
const past = new Date(Date.now() - 3 * DAY).toISOString();

function makeRow(n: number): PushNotificationRow {
  return {
    _id: uuid(0x60, n),
    title: `Notice ${n}`,
    message: `Message ${n}`,
    customer_type: 'one_customer',
    customer_id: MEERA,
    customer: { _id: MEERA, first_name: 'Meera', last_name: 'Kapoor', email: null, phone_no: '9800000001' },
    exclude_customer_ids: [],
    criteria: null,
    redirect_type: 'CATEGORY',
    redirect_to: uuid(0x61, 1),
    delivery_type: 'IMMEDIATE',
    delivery_date: null,
    delivery_time: null,
    send_at: null,
    notification_image: null,
    attachment_image: null,
    is_cancelled: false,
    sent_to_customers: 1,
    recipients_count: 1,
    status: 'SENT',
    status_reason: null,
    sent_at: '2026-11-19T10:00:00.000Z',
    can_cancel: false,
    createdAt: '2026-11-19T10:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
  };
}

/** Rows 1..4 are the cancel cases: scheduled ahead, scheduled but gone, cancelled, immediate. */
function rowOf(n: number): PushNotificationRow {
  const row = makeRow(n);
  const scheduled = { delivery_type: 'SCHEDULED' as const, status: 'SCHEDULED' as const, sent_at: null };
  if (n === 1) return { ...row, ...scheduled, send_at: future, can_cancel: true };
  if (n === 2)
    return {
      ...row,
      ...scheduled,
      send_at: past,
      status: 'NOT_SENT',
      status_reason: 'No push provider is configured',
    };
  if (n === 3) return { ...row, ...scheduled, send_at: future, is_cancelled: true, status: 'CANCELLED' };
  return row;
}

const listQueries: Record<string, string>[] = [];
const searchQueries: Record<string, string>[] = [];
const cancels: unknown[] = [];
const deletes: Record<string, string>[] = [];
const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const server = setupServer(
  http.get(apiUrl('store/push_notification'), ({ request }) => {
    const q = params(request);
    listQueries.push(q);
    const limit = Number(q.limit);
    const page = Number(q.offset);
    const first = (page - 1) * limit + 1;
    const count = Math.max(0, Math.min(limit, TOTAL - first + 1));
    const reply: PushNotificationList = {
      data: Array.from({ length: count }, (_, i) => rowOf(first + i)),
      pages: Math.ceil(TOTAL / limit),
      total: TOTAL,
    };
    return HttpResponse.json(reply);
  }),
  http.get(apiUrl('store/push_notification/details'), ({ request }) => {
    const n = Number.parseInt(params(request).push_notification_id.slice(-12), 16);
    const reply: PushNotificationDetailsReply = {
      notification_details: {
        ...rowOf(n),
        customer_type: 'multiple_customers',
        customer_id: null,
        customer: null,
        criteria: {
          customer_created_from: '2026-11-01',
          customer_created_to: null,
          min_order_count: 2,
          max_order_count: 5,
          min_lifetime_value: null,
          max_lifetime_value: null,
          min_points: null,
          max_points: null,
        },
        exclude_customer_ids: [MEERA],
        recipients_count: 14,
        sent_to_customers: 0,
        recipient_ids: [],
        redirect_to_name: 'Deep Cleaning',
      },
      one_signal_response: {
        // 13:30 UTC is 07:00 PM in Asia/Kolkata.
        body: {
          headings: { en: 'x' },
          contents: { en: 'y' },
          data: { redirect_type: null, redirect_to: null },
          send_after: '2026-11-28T13:30:00.000Z',
        },
        batches: [],
      },
    };
    return HttpResponse.json(reply);
  }),
  http.put(apiUrl('store/push_notification/cancel'), async ({ request }) => {
    cancels.push(await request.json());
    return HttpResponse.json({
      message: 'Successfully cancelled the notification',
      title: 'Notification Cancelled',
    });
  }),
  http.delete(apiUrl('store/push_notification'), ({ request }) => {
    deletes.push(params(request));
    return HttpResponse.json({
      message: 'Successfully cancelled the notification',
      title: 'Notification Deleted',
    });
  }),
  http.get(apiUrl('customer/search'), ({ request }) => {
    searchQueries.push(params(request));
    const reply: CustomerSearchReply = {
      data: [
        {
          _id: MEERA,
          first_name: 'Meera',
          last_name: 'Kapoor',
          email: 'meera@example.test',
          phone_no: '9800000001',
          country_code: '+91',
          points: 0,
          order_count: 0,
          order_total: 0,
        },
      ],
      pages: 1,
      total: 1,
    };
    return HttpResponse.json(reply);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  for (const list of [listQueries, searchQueries, cancels, deletes]) list.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function renderHistory(role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/push-notification" element={<PushHistoryContainer />} />
      <Route path="/push-notification/new" element={<p>new notification screen</p>} />
    </Routes>,
    { route: '/push-notification', session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

const lastQuery = () => listQueries[listQueries.length - 1];
const button = (name: string) => screen.getByRole('button', { name });

async function filterDialog(): Promise<HTMLElement> {
  const field = await screen.findByLabelText(F.keyword);
  return field.closest('[role="dialog"]') as HTMLElement;
}

async function confirmDialog(title: string): Promise<HTMLElement> {
  const [text] = await screen.findAllByText(title);
  return text.closest('[role="dialog"]') as HTMLElement;
}

describe('push notification history', () => {
  it('asks for 10 from offset 1 and pages with previous and next', async () => {
    const { user } = renderHistory();
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
    expect(listQueries[0]).toEqual({ limit: '10', offset: '1' });
    expect(screen.queryAllByText(/^Notice \d+$/)).toHaveLength(10);
    expect(button(T.previous)).toBeDisabled();
    expect(screen.getByText(T.pageOf(1, 3))).toBeInTheDocument();

    await user.click(button(T.next));
    expect(await screen.findByText('Notice 11')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '2' });
    await user.click(button(T.next));
    expect(await screen.findByText('Notice 23')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '3' });
    expect(button(T.next)).toBeDisabled();
    await user.click(button(T.previous));
    expect(await screen.findByText('Notice 11')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '2' });
  });

  it('filters by keyword, created date and a customer searched from 3 characters, and remembers it in local storage', async () => {
    const { user } = renderHistory();
    await screen.findByText('Notice 1');
    await user.click(button(T.next));
    await screen.findByText('Notice 11');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(F.keyword), 'offer');
    await user.click(within(dialog).getByLabelText(F.createdDate));
    await user.click((await screen.findAllByTitle(T.dateOptions.TODAY)).at(-1) as HTMLElement);
    const customer = within(dialog).getByLabelText(F.customer);
    await user.type(customer, 'me');
    expect(await screen.findByText(F.customerTooShort)).toBeInTheDocument();
    expect(searchQueries).toEqual([]);
    await user.type(customer, 'e', { skipClick: true });
    const [meera] = await screen.findAllByTitle('Meera Kapoor (9800000001)');
    expect(searchQueries.every((q) => q['filter.keyword'].length >= 3)).toBe(true);
    await user.click(meera);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));

    const today = toApiDate(todayInZone('Asia/Kolkata'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        limit: '10',
        offset: '1',
        'filter.keyword': 'offer',
        'filter.customer_id': MEERA,
        'filter.created_from_date': today,
        'filter.created_to_date': today,
      }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pushFilter) ?? '{}')).toEqual({
      keyword: 'offer',
      created_date_type: 'TODAY',
      customer_id: MEERA,
      customer_label: 'Meera Kapoor (9800000001)',
    });
    expect(screen.getByLabelText(`${FILTER_TEXTS.button} (3)`)).toBeInTheDocument();
  });

  it('opens with the remembered filter shown in the modal, and Reset forgets it', async () => {
    localStorage.setItem(
      STORAGE_KEYS.pushFilter,
      JSON.stringify({
        keyword: 'renew',
        created_date_type: 'CUSTOM',
        created_from: '2026-11-01',
        created_to: '2026-11-15',
        customer_id: MEERA,
        customer_label: 'Meera Kapoor (9800000001)',
      }),
    );
    const { user } = renderHistory();
    await screen.findByText('Notice 1');
    expect(listQueries[0]).toEqual({
      limit: '10',
      offset: '1',
      'filter.keyword': 'renew',
      'filter.customer_id': MEERA,
      'filter.created_from_date': '2026-11-01',
      'filter.created_to_date': '2026-11-15',
    });
    await user.click(screen.getByLabelText(`${FILTER_TEXTS.button} (3)`));
    const dialog = await filterDialog();
    expect(within(dialog).getByDisplayValue('renew')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('01/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('15/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Meera Kapoor (9800000001)')).toBeInTheDocument();
    await user.click(within(dialog).getByText(FILTER_TEXTS.reset));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '10', offset: '1' }));
    expect(localStorage.getItem(STORAGE_KEYS.pushFilter)).toBeNull();
    expect(screen.getByLabelText(FILTER_TEXTS.button)).toBeInTheDocument();
  });

  it('shows the filters in force as tags; closing one drops it and asks again from page 1', async () => {
    localStorage.setItem(
      STORAGE_KEYS.pushFilter,
      JSON.stringify({ keyword: 'renew', customer_id: MEERA, customer_label: 'Meera Kapoor' }),
    );
    const { user } = renderHistory();
    await screen.findByText('Notice 1');
    expect(screen.getByText(`${T.filter.keyword}: renew`)).toBeInTheDocument();
    expect(screen.getByText(`${T.filter.customer}: Meera Kapoor`)).toBeInTheDocument();
    await user.click(screen.getByLabelText(`Remove filter ${T.filter.customer}`));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '10', offset: '1', 'filter.keyword': 'renew' }));
    expect(screen.queryByText(`${T.filter.customer}: Meera Kapoor`)).toBeNull();
  });

  it('offers cancel only for a scheduled, not cancelled notification still ahead, and only with the permission', async () => {
    const admin = renderHistory();
    await screen.findByText('Notice 1');
    expect(screen.getByLabelText(`${T.cancel} Notice 1`)).toBeInTheDocument();
    for (const n of [2, 3, 4])
      expect(screen.queryByLabelText(`${T.cancel} Notice ${n}`)).not.toBeInTheDocument();
    expect(screen.getByLabelText(`${T.delete} Notice 4`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.newNotification })).toBeInTheDocument();
    admin.unmount();

    // SITEADMIN has none of the push permissions (the host would not open the list either).
    renderHistory('SITEADMIN');
    await screen.findByText('Notice 1');
    expect(screen.getByLabelText(`${T.view} Notice 1`)).toBeInTheDocument();
    expect(screen.queryByText(T.cancel)).not.toBeInTheDocument();
    expect(screen.queryByText(T.delete)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.newNotification })).not.toBeInTheDocument();
  });

  it('cancels only after the confirmation and with the server texts', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderHistory();
    await screen.findByText('Notice 1');
    await user.click(screen.getByLabelText(`${T.cancel} Notice 1`));
    const asked = await confirmDialog(T.cancelConfirm);
    await user.click(within(asked).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.cancelConfirm)).toHaveLength(0));
    expect(cancels).toEqual([]);

    const before = listQueries.length;
    await user.click(screen.getByLabelText(`${T.cancel} Notice 1`));
    await user.click(
      within(await confirmDialog(T.cancelConfirm)).getByRole('button', { name: CONFIRM_TEXTS.ok }),
    );
    await waitFor(() => expect(cancels).toEqual([{ push_notification_id: uuid(0x60, 1) }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Notification Cancelled',
        'Successfully cancelled the notification',
      ),
    );
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it('deletes only after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderHistory();
    await screen.findByText('Notice 1');
    await user.click(screen.getByLabelText(`${T.delete} Notice 4`));
    const asked = await confirmDialog(T.deleteConfirm);
    expect(within(asked).getByText('Notice 4')).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.deleteConfirm)).toHaveLength(0));
    expect(deletes).toEqual([]);

    await user.click(screen.getByLabelText(`${T.delete} Notice 4`));
    await user.click(
      within(await confirmDialog(T.deleteConfirm)).getByRole('button', { name: CONFIRM_TEXTS.ok }),
    );
    await waitFor(() => expect(deletes).toEqual([{ push_notification_id: uuid(0x60, 4) }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Notification Deleted', 'Successfully cancelled the notification'),
    );
  });

  it('shows the details: restrictions, recipients, status with its reason and the send_after time', async () => {
    const { user } = renderHistory();
    await screen.findByText('Notice 1');
    await user.click(screen.getByLabelText(`${T.view} Notice 2`));
    const title = await screen.findByText(`${T.detail.title}: Notice 2`);
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    await within(dialog).findByText('No push provider is configured');
    const value = (label: string) => within(dialog).getByText(label).closest('tr') as HTMLElement;
    expect(within(value(T.detail.recipients)).getByText('14')).toBeInTheDocument();
    expect(within(value(T.detail.excluded)).getByText('1')).toBeInTheDocument();
    expect(within(value(T.detail.status)).getByText(T.statuses.NOT_SENT)).toBeInTheDocument();
    expect(within(value(T.detail.sendAfter)).getByText('28/11/2026 07:00 PM')).toBeInTheDocument();
    expect(within(dialog).getByText(`${T.detail.createdBetween}: 01/11/2026 - any`)).toBeInTheDocument();
    expect(within(dialog).getByText(`${T.detail.orderCount}: 2 - 5`)).toBeInTheDocument();
    // The redirect target by its name, not its id.
    expect(within(value(T.detail.redirect)).getByText('Category: Deep Cleaning')).toBeInTheDocument();
  });

  it("is mounted by the remote's App at push-notification, whose New button opens push-notification/new", async () => {
    const { user } = renderWithProviders(<App basename="/" />, { route: '/push-notification' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: T.newNotification }));
    expect(await screen.findByRole('heading', { name: 'New Push Notification' })).toBeInTheDocument();
  });
});
