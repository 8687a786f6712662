import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import {
  CHANGED_ELSEWHERE,
  toast,
  UPLOAD_LIMITS,
  type CustomerGroupDetail,
  type CustomerGroupDetailReply,
  type CustomerListRow,
  type ListCustomersReply,
  type SaveCustomerGroupBody,
} from '@storedesk/shared';
import { CUSTOMER_GROUP_MESSAGES as M } from '@storedesk/shared/contracts';
import { CONFIRM_TEXTS, PAGE_TEST_IDS, UNSAVED_CHANGES_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import CustomerGroupFormContainer from '../customer-group-form-container';
import { GROUP_TEXTS as T } from '../customer-groups-texts';
import { STALE_SAVE_TEXTS } from '@storedesk/shared/ui';

/** A picture as the browser hands it over (Node's File: jsdom's does not pass through Node's FormData). */
function pngFile(name: string): File {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), name);
  return form.get('file') as File;
}

// antd forms, tables and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const GROUP_ID = uuid(900);
const makeCustomer = (n: number): CustomerListRow => ({
  _id: uuid(n),
  first_name: `Customer${n}`,
  last_name: 'Test',
  email: `customer${n}@example.test`,
  phone_no: `90000000${String(n).padStart(2, '0')}`,
  country_code: '+91',
  points: 0,
  order_count: n,
  order_total: n * 100,
  version: 0,
  push_notification: false,
  createdAt: '2026-11-19T19:00:00.000Z',
});

const searchQueries: Record<string, string>[] = [];
const detailQueries: Record<string, string>[] = [];
const writes: { method: string; body: SaveCustomerGroupBody }[] = [];
let uploads = 0;
let failWrites = false;
let failUploads = false;

const server = setupServer(
  http.get(apiUrl('customer/all'), ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    searchQueries.push(params);
    const total = 12;
    const limit = Number(params.limit);
    const first = (Number(params.offset) - 1) * limit + 1;
    const count = Math.max(0, Math.min(limit, total - first + 1));
    const reply: ListCustomersReply = {
      data: Array.from({ length: count }, (_, i) => makeCustomer(first + i)),
      pages: Math.ceil(total / limit),
      total,
    };
    return HttpResponse.json(reply);
  }),
  http.get(apiUrl('store/customer/group/details'), ({ request }) => {
    detailQueries.push(Object.fromEntries(new URL(request.url).searchParams));
    const reply: CustomerGroupDetailReply = {
      data: {
        _id: GROUP_ID,
        name: 'Corporate',
        type: 'MANUAL',
        image: 'https://cdn.example.test/old.png',
        condition: { customer_total_value: '', customer_order_value: '', customer_order_count: '' },
        member_count: 2,
        createdAt: '2026-11-19T19:00:00.000Z',
        updatedAt: '2026-11-19T19:00:00.000Z',
        version: 0,
        customer_ids: [{ customer_id: uuid(5) }, { customer_id: uuid(6) }],
        members: { data: [makeCustomer(5), makeCustomer(6)], pages: 1, total: 2 },
      },
    };
    return HttpResponse.json(reply);
  }),
  http.post(apiUrl('misc/upload'), async ({ request }) => {
    const form = await request.formData();
    expect(form.get('type')).toBe('CUSTOMERGROUP');
    uploads += 1;
    if (failUploads)
      return HttpResponse.json({ message: 'Unsupported file', title: 'Upload Failed' }, { status: 400 });
    return HttpResponse.json({ url: 'https://cdn.example.test/new.png' });
  }),
  ...(['post', 'put'] as const).map((method) =>
    http[method](apiUrl('store/customer/group'), async ({ request }) => {
      writes.push({ method: request.method, body: (await request.json()) as SaveCustomerGroupBody });
      if (failWrites)
        return HttpResponse.json({ message: 'The database is busy', title: 'Error' }, { status: 500 });
      const created = method === 'post';
      return HttpResponse.json({
        message: created ? M.created : M.updated,
        title: created ? M.createdTitle : M.updatedTitle,
        data: {},
      });
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  searchQueries.length = 0;
  detailQueries.length = 0;
  writes.length = 0;
  uploads = 0;
  failWrites = false;
  failUploads = false;
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function renderForm(route = '/customers/groups/new') {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/groups" element={<p>Group list page</p>} />
      <Route path="/customers/groups/new" element={<CustomerGroupFormContainer />} />
      <Route path="/customers/groups/edit" element={<CustomerGroupFormContainer />} />
    </Routes>,
    { route },
  );
}
type User = ReturnType<typeof renderForm>['user'];

/** The open confirmation with this title (shown twice: as the dialog's label and in its body). */
async function dialogOf(title: string): Promise<HTMLElement> {
  const [shown] = await screen.findAllByText(title);
  return shown.closest('[role="dialog"]') as HTMLElement;
}
async function answer(user: User, title: string, button: string) {
  await user.click(within(await dialogOf(title)).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryAllByText(title)).toHaveLength(0));
}
const memberRow = (name: string) => screen.queryByText(name)?.closest('tr') ?? null;

describe('new customer group', () => {
  it('starts MANUAL, picks customers by search, removes one after asking, and creates after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm();
    expect(await screen.findByLabelText(T.types.MANUAL)).toBeChecked();
    await user.type(screen.getByLabelText(T.form.name), ' VIP ');

    await user.click(screen.getByText(T.form.addCustomers));
    const search = await screen.findByLabelText(T.picker.search);
    await user.type(search, 'ra');
    expect(screen.getByText(T.picker.tooShort)).toBeInTheDocument();
    expect(searchQueries).toEqual([]);
    await user.type(search, 'v');
    const picker = (await screen.findByText('Customer1 Test')).closest('[role="dialog"]') as HTMLElement;
    expect(searchQueries).toEqual([{ limit: '10', offset: '1', 'filter.keyword': 'rav' }]);
    expect(within(picker).getAllByText(/^Customer\d+ Test$/)).toHaveLength(10);
    await user.click(within(picker).getByLabelText('Customer1 Test'));
    await user.click(within(picker).getByLabelText('Customer2 Test'));
    await user.click(within(picker).getByRole('button', { name: T.picker.add }));
    await waitFor(() => expect(screen.queryByLabelText(T.picker.search)).not.toBeInTheDocument());
    expect(memberRow('Customer1 Test')).not.toBeNull();
    expect(memberRow('Customer2 Test')).not.toBeNull();

    await user.click(screen.getByLabelText(`${T.remove} Customer1 Test`));
    await answer(user, T.removeConfirm, CONFIRM_TEXTS.cancel);
    expect(memberRow('Customer1 Test')).not.toBeNull();
    await user.click(screen.getByLabelText(`${T.remove} Customer1 Test`));
    await answer(user, T.removeConfirm, CONFIRM_TEXTS.ok);
    expect(memberRow('Customer1 Test')).toBeNull();

    await user.click(screen.getByRole('button', { name: T.form.create }));
    await answer(user, T.createConfirm, CONFIRM_TEXTS.cancel);
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.form.create }));
    await answer(user, T.createConfirm, CONFIRM_TEXTS.ok);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      body: {
        customer_group: {
          name: 'VIP',
          type: 'MANUAL',
          image: null,
          customer_ids: [{ customer_id: uuid(2) }],
          condition: { customer_total_value: '', customer_order_value: '', customer_order_count: '' },
        },
      },
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.createdTitle, M.created));
    expect(await screen.findByText('Group list page')).toBeInTheDocument();
  });

  it("refuses an automated group without a condition, and sends the ones not chosen as ''", async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm();
    await user.type(await screen.findByLabelText(T.form.name), 'Loyal');
    await user.click(screen.getByLabelText(T.types.AUTOMATED));
    await user.click(screen.getByRole('button', { name: T.form.create }));
    expect(await screen.findByText(T.missingCondition)).toBeInTheDocument();
    expect(T.missingCondition).toBe('You must choose atleast one condition for Automated assignment');
    expect(screen.queryAllByText(T.createConfirm)).toHaveLength(0);
    expect(writes).toEqual([]);

    await user.click(screen.getByLabelText(T.conditions.customer_order_count));
    await user.click(screen.getByRole('button', { name: T.form.create }));
    expect(await screen.findByText(T.form.valueRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(`${T.conditions.customer_order_count} value`), '3');
    await user.click(screen.getByRole('button', { name: T.form.create }));
    await answer(user, T.createConfirm, CONFIRM_TEXTS.ok);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].body.customer_group).toEqual({
      name: 'Loyal',
      type: 'AUTOMATED',
      image: null,
      customer_ids: [],
      condition: { customer_total_value: '', customer_order_value: '', customer_order_count: '3' },
    });
  });

  it("shows 'ERROR IN CREATING GROUP' when the save fails and stays on the form", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    failWrites = true;
    const { user } = renderForm();
    await user.type(await screen.findByLabelText(T.form.name), 'Broken');
    await user.click(screen.getByRole('button', { name: T.form.create }));
    await answer(user, T.createConfirm, CONFIRM_TEXTS.ok);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('ERROR IN CREATING GROUP', 'The database is busy'),
    );
    expect(T.saveFailed).toBe('ERROR IN CREATING GROUP');
    expect(screen.queryByText('Group list page')).not.toBeInTheDocument();
    expect(screen.getByLabelText(T.form.name)).toHaveValue('Broken');
  });
});

describe('edit customer group', () => {
  it('loads the group with every member, uploads a new image, and updates after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/groups/edit?customer_group_id=${GROUP_ID}`);
    expect(await screen.findByDisplayValue('Corporate')).toBeInTheDocument();
    expect(detailQueries).toEqual([{ customer_group_id: GROUP_ID, limit: '5000', offset: '1' }]);
    expect(memberRow('Customer5 Test')).not.toBeNull();
    expect(screen.getByAltText(T.form.image)).toHaveAttribute('src', 'https://cdn.example.test/old.png');

    const file = pngFile('logo.png');
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await waitFor(() =>
      expect(screen.getByAltText(T.form.image)).toHaveAttribute('src', 'https://cdn.example.test/new.png'),
    );
    expect(uploads).toBe(1);

    await user.click(screen.getByLabelText(`${T.remove} Customer5 Test`));
    await answer(user, T.removeConfirm, CONFIRM_TEXTS.ok);
    await user.click(screen.getByRole('button', { name: T.form.update }));
    await answer(user, T.updateConfirm, CONFIRM_TEXTS.cancel);
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.form.update }));
    await answer(user, T.updateConfirm, CONFIRM_TEXTS.ok);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      body: {
        customer_group: {
          _id: GROUP_ID,
          version: 0,
          name: 'Corporate',
          type: 'MANUAL',
          image: 'https://cdn.example.test/new.png',
          customer_ids: [{ customer_id: uuid(6) }],
          condition: { customer_total_value: '', customer_order_value: '', customer_order_count: '' },
        },
      },
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.updatedTitle, M.updated));
    expect(await screen.findByText('Group list page')).toBeInTheDocument();
  });

  it('offers to reload when someone else saved the group since it was loaded, then saves from the latest', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { message, title } = CHANGED_ELSEWHERE.customerGroup;
    // Someone else renamed the group after this form loaded it: from the first save on, the server holds version 1.
    let renamed = false;
    server.use(
      http.get(apiUrl('store/customer/group/details'), () => {
        const data: CustomerGroupDetail = {
          _id: GROUP_ID,
          name: renamed ? 'Corporate Gold' : 'Corporate',
          type: 'MANUAL',
          image: null,
          condition: { customer_total_value: '', customer_order_value: '', customer_order_count: '' },
          member_count: 1,
          createdAt: '2026-11-19T19:00:00.000Z',
          updatedAt: '2026-11-19T19:00:00.000Z',
          version: renamed ? 1 : 0,
          customer_ids: [{ customer_id: uuid(5) }],
          members: { data: [makeCustomer(5)], pages: 1, total: 1 },
        };
        return HttpResponse.json({ data });
      }),
      http.put(apiUrl('store/customer/group'), async ({ request }) => {
        const body = (await request.json()) as SaveCustomerGroupBody;
        writes.push({ method: request.method, body });
        renamed = true;
        if (body.customer_group.version !== 1)
          return HttpResponse.json({ message, title, code: 'CHANGED_ELSEWHERE' }, { status: 409 });
        return HttpResponse.json({ message: M.updated, title: M.updatedTitle, data: {} });
      }),
    );
    const { user } = renderForm(`/customers/groups/edit?customer_group_id=${GROUP_ID}`);
    await user.clear(await screen.findByDisplayValue('Corporate'));
    await user.type(screen.getByLabelText(T.form.name), 'Corporate Silver');
    await user.click(screen.getByRole('button', { name: T.form.update }));
    await answer(user, T.updateConfirm, CONFIRM_TEXTS.ok);

    const offer = await dialogOf(message);
    expect(within(offer).getAllByText(title).length).toBeGreaterThan(0);
    expect(success).not.toHaveBeenCalled();
    await user.click(within(offer).getByRole('button', { name: STALE_SAVE_TEXTS.reload }));
    // A fresh form with the other person's name; saving now sends the version it came with.
    expect(await screen.findByDisplayValue('Corporate Gold')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.form.update }));
    await answer(user, T.updateConfirm, CONFIRM_TEXTS.ok);
    expect(await screen.findByText('Group list page')).toBeInTheDocument();
    expect(writes.map((w) => [w.body.customer_group.version, w.body.customer_group.name])).toEqual([
      [0, 'Corporate Silver'],
      [1, 'Corporate Gold'],
    ]);
  });

  it("keeps the old picture and says 'Error uploading the image' when the upload fails", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    failUploads = true;
    const { user } = renderForm(`/customers/groups/edit?customer_group_id=${GROUP_ID}`);
    expect(await screen.findByDisplayValue('Corporate')).toBeInTheDocument();
    const file = pngFile('logo.png');
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    // The server's own answer is shown under the spec's title.
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.uploadFailed, 'Unsupported file'));
    expect(T.uploadFailed).toBe('Error uploading the image');
    expect(screen.getByAltText(T.form.image)).toHaveAttribute('src', 'https://cdn.example.test/old.png');
    await user.click(screen.getByText(T.form.removeImage));
    expect(screen.queryByAltText(T.form.image)).not.toBeInTheDocument();
  });

  it("refuses an image over 5 MB before sending it with 'Images can be at most 5 MB.', and stops loading", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/groups/edit?customer_group_id=${GROUP_ID}`);
    expect(await screen.findByDisplayValue('Corporate')).toBeInTheDocument();
    const huge = pngFile('huge.png');
    Object.defineProperty(huge, 'size', { value: UPLOAD_LIMITS.imageBytes + 1 });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, huge);
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.uploadFailed, 'Images can be at most 5 MB.'));
    expect(uploads).toBe(0);
    expect(screen.getByAltText(T.form.image)).toHaveAttribute('src', 'https://cdn.example.test/old.png');
    const button = document.querySelector('.ant-upload .ant-btn') as HTMLElement;
    expect(button).not.toHaveClass('ant-btn-loading');
  });

  it("asks 'Leave without saving?' when leaving a changed group form; an untouched one leaves at once", async () => {
    const { user } = renderForm();
    await screen.findByLabelText(T.form.name);
    await user.click(screen.getAllByRole('button', { name: T.form.cancel })[0]);
    expect(await screen.findByText('Group list page')).toBeInTheDocument();
    expect(screen.queryByText(UNSAVED_CHANGES_TEXTS.title)).not.toBeInTheDocument();
  });

  it('asks before leaving after a change, and Leave goes to the list', async () => {
    const { user } = renderForm();
    await user.type(await screen.findByLabelText(T.form.name), 'Loyal');
    await user.click(screen.getAllByRole('button', { name: T.form.cancel })[0]);
    const ask = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXTS.title });
    await user.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_TEXTS.leave }));
    expect(await screen.findByText('Group list page')).toBeInTheDocument();
  });
  it('a malformed group id on edit shows "not found" under the page header, with a way back', async () => {
    server.use(
      http.get(apiUrl('store/customer/group/details'), () =>
        HttpResponse.json({ message: M.notFound, title: M.notFoundTitle }, { status: 404 }),
      ),
    );
    renderForm('/customers/groups/edit?customer_group_id=not-an-id');
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    const header = screen.getByTestId(PAGE_TEST_IDS.header);
    expect(within(header).getByRole('link', { name: T.backToList })).toHaveAttribute(
      'href',
      '/customers/groups',
    );
  });
});
