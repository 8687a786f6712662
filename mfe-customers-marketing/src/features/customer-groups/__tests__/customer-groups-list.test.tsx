import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { toast, type CustomerGroupRow, type ListCustomerGroupsReply, type Role } from '@storedesk/shared';
import { CUSTOMER_GROUP_MESSAGES } from '@storedesk/shared/contracts';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders, jumpToPage } from '@storedesk/shared/testing';
import CustomerGroupsListContainer from '../customer-groups-list-container';
import { GROUP_TEXTS as T } from '../customer-groups-texts';

// antd tables and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const TOTAL = 23;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const makeGroup = (n: number): CustomerGroupRow => ({
  _id: uuid(n),
  name: `Group${n}`,
  type: n % 2 === 0 ? 'AUTOMATED' : 'MANUAL',
  image: null,
  condition: {
    customer_total_value: n % 2 === 0 ? '1000' : '',
    customer_order_value: '',
    customer_order_count: '',
  },
  member_count: n * 3,
  // 19:00 UTC is 00:30 the next day in Asia/Kolkata, the test store's zone.
  createdAt: '2026-11-19T19:00:00.000Z',
  updatedAt: '2026-11-19T19:00:00.000Z',
  version: 0,
});

const listQueries: Record<string, string>[] = [];
const deleteQueries: Record<string, string>[] = [];
const server = setupServer(
  http.get(apiUrl('store/customer/group/all'), ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    listQueries.push(params);
    const limit = Number(params.limit);
    const first = (Number(params.offset) - 1) * limit + 1;
    const count = Math.max(0, Math.min(limit, TOTAL - first + 1));
    const reply: ListCustomerGroupsReply = {
      data: Array.from({ length: count }, (_, i) => makeGroup(first + i)),
      pages: Math.ceil(TOTAL / limit),
      total: TOTAL,
    };
    return HttpResponse.json(reply);
  }),
  http.delete(apiUrl('store/customer/group'), ({ request }) => {
    deleteQueries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({
      message: CUSTOMER_GROUP_MESSAGES.deleted,
      title: CUSTOMER_GROUP_MESSAGES.deletedTitle,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listQueries.length = 0;
  deleteQueries.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderList(role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/groups" element={<CustomerGroupsListContainer />} />
    </Routes>,
    { route: '/customers/groups', session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

const groupNames = () => screen.queryAllByText(/^Group\d+$/);

describe('customer group list', () => {
  it('shows 20 groups a page from page 1 with type, member count and the store-zone date', async () => {
    const { user } = renderList();
    expect(await screen.findByText('Group1')).toBeInTheDocument();
    expect(groupNames()).toHaveLength(20);
    expect(listQueries[0]).toEqual({ limit: '20', offset: '1' });
    const row = screen.getByText('Group2').closest('tr') as HTMLElement;
    for (const text of [T.types.AUTOMATED, '6', '20/11/2026'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const head = document.querySelector('thead') as HTMLElement;
    for (const title of Object.values(T.columns)) expect(within(head).getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${T.view} Group1` })).toHaveAttribute(
      'href',
      `/customers/groups/detail?customer_group_id=${uuid(1)}`,
    );
    expect(screen.getByRole('link', { name: `${T.edit} Group1` })).toHaveAttribute(
      'href',
      `/customers/groups/edit?customer_group_id=${uuid(1)}`,
    );
    expect(screen.getByText(T.newGroup).closest('a')).toHaveAttribute('href', '/customers/groups/new');

    await jumpToPage(user, '2');
    expect(await screen.findByText('Group23')).toBeInTheDocument();
    expect(listQueries[listQueries.length - 1]).toEqual({ limit: '20', offset: '2' });
    expect(groupNames()).toHaveLength(3);
  });

  it('deletes a group only after the confirmation, with the spec texts', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderList();
    await screen.findByText('Group1');
    await user.click(screen.getByLabelText(`${T.delete} Group3`));
    const [title] = await screen.findAllByText(T.deleteConfirm);
    const asked = title.closest('[role="dialog"]') as HTMLElement;
    expect(within(asked).getByText('Group3')).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.deleteConfirm)).toHaveLength(0));
    expect(deleteQueries).toEqual([]);

    const before = listQueries.length;
    await user.click(screen.getByLabelText(`${T.delete} Group3`));
    const [again] = await screen.findAllByText(T.deleteConfirm);
    await user.click(
      within(again.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: CONFIRM_TEXTS.ok }),
    );
    await waitFor(() => expect(deleteQueries).toEqual([{ id: uuid(3) }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Customer Group Deleted', 'Customer Group deleted successfully'),
    );
    expect([T.deletedTitle, T.deleted]).toEqual([
      CUSTOMER_GROUP_MESSAGES.deletedTitle,
      CUSTOMER_GROUP_MESSAGES.deleted,
    ]);
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it('shows actions and the New Group button only with their permissions', async () => {
    const csc = renderList('CSC');
    await screen.findByText('Group1');
    expect(screen.queryByText(T.delete)).not.toBeInTheDocument();
    expect(screen.queryByText(T.edit)).not.toBeInTheDocument();
    expect(screen.queryByText(T.newGroup)).not.toBeInTheDocument();
    csc.unmount();

    renderList('ADMIN');
    await screen.findByText('Group1');
    expect(screen.getAllByText(T.delete)).toHaveLength(20);
    expect(screen.getAllByText(T.edit)).toHaveLength(20);
  });
});
