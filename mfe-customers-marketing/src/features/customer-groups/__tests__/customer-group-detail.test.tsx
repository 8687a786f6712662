import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { toast, type CustomerGroupDetailReply, type CustomerSummary } from '@storedesk/shared';
import { PAGE_TEST_IDS } from '@storedesk/shared/ui';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import CustomerGroupDetailContainer from '../customer-group-detail-container';
import { GROUP_TEXTS as T } from '../customer-groups-texts';

jest.setTimeout(300_000);

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const GROUP_ID = uuid(900);
const TOTAL = 25;
const member = (n: number): CustomerSummary => ({
  _id: uuid(n),
  first_name: `Member${n}`,
  last_name: 'Test',
  email: null,
  phone_no: null,
  country_code: null,
  points: 0,
  order_count: 4,
  order_total: 1200,
});

const queries: Record<string, string>[] = [];
const server = setupServer(
  http.get(apiUrl('store/customer/group/details'), ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    queries.push(params);
    if (params.customer_group_id !== GROUP_ID)
      return HttpResponse.json(
        { message: 'Customer Group not found', title: 'Customer Group' },
        { status: 404 },
      );
    const limit = Number(params.limit);
    const first = (Number(params.offset) - 1) * limit + 1;
    const count = Math.max(0, Math.min(limit, TOTAL - first + 1));
    const reply: CustomerGroupDetailReply = {
      data: {
        _id: GROUP_ID,
        name: 'Repeat Bookers',
        type: 'AUTOMATED',
        image: null,
        condition: { customer_total_value: '10000', customer_order_value: '', customer_order_count: '4' },
        member_count: TOTAL,
        createdAt: '2026-11-19T19:00:00.000Z',
        updatedAt: '2026-11-19T19:00:00.000Z',
        version: 0,
        customer_ids: [],
        members: {
          data: Array.from({ length: count }, (_, i) => member(first + i)),
          pages: Math.ceil(TOTAL / limit),
          total: TOTAL,
        },
      },
    };
    return HttpResponse.json(reply);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

const renderDetail = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/customers/groups/detail" element={<CustomerGroupDetailContainer />} />
    </Routes>,
    { route: `/customers/groups/detail?customer_group_id=${id}` },
  );

describe('customer group detail', () => {
  it('shows the group read only with its chosen condition and pages its members 20 at a time', async () => {
    const { user } = renderDetail(GROUP_ID);
    expect(await screen.findByText('Member1 Test')).toBeInTheDocument();
    expect(queries[0]).toEqual({ customer_group_id: GROUP_ID, limit: '20', offset: '1' });
    const info = document.querySelector('.ant-descriptions') as HTMLElement;
    expect(within(info).getByText(T.conditions.customer_order_count)).toBeInTheDocument();
    expect(within(info).queryByText(T.conditions.customer_order_value)).not.toBeInTheDocument();
    // The rules read as rules, the money formatted (issue 11: not "Total Purchase Value 10000").
    expect(within(info).getByText(T.conditions.customer_total_value)).toBeInTheDocument();
    expect(within(info).getByText('at least ₹10,000.00')).toBeInTheDocument();
    expect(within(info).getByText('at least 4 bookings')).toBeInTheDocument();
    expect(within(info).queryByText('10000')).not.toBeInTheDocument();
    expect(within(info).getByText(T.types.AUTOMATED)).toBeInTheDocument();
    expect(screen.getAllByText(/^Member\d+ Test$/)).toHaveLength(20);
    expect(screen.queryByRole('button', { name: new RegExp(T.remove) })).not.toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Member25 Test')).toBeInTheDocument();
    await waitFor(() =>
      expect(queries[queries.length - 1]).toEqual({ customer_group_id: GROUP_ID, limit: '20', offset: '2' }),
    );
    expect(screen.getAllByText(/^Member\d+ Test$/)).toHaveLength(5);
  });

  it.each([uuid(1), 'not-an-id'])(
    'says the group %p does not exist under the page header, with a way back and no toast',
    async (id) => {
      const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
      renderDetail(id);
      expect(await screen.findByText(T.notFound)).toBeInTheDocument();
      const header = screen.getByTestId(PAGE_TEST_IDS.header);
      expect(within(header).getByRole('link', { name: T.backToList })).toHaveAttribute(
        'href',
        '/customers/groups',
      );
      expect(screen.getByRole('button', { name: T.backToList })).toBeInTheDocument();
      // The page says it; a toast on top would say it twice.
      expect(error).not.toHaveBeenCalled();
    },
  );
});
