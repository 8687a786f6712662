import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast, type CustomerDetail, type NewCustomer } from '@storedesk/shared';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import { CustomerPicker } from '../index';
import { CUSTOMER_TEXTS as T } from '../customer-texts';
import { makeCustomerDetail, makeCustomerSummary } from './customer-fixtures';

jest.setTimeout(240_000);

/** 17 customers match: 15 on the first call, 2 on the second. */
const MATCHES = Array.from({ length: 17 }, (_, i) => makeCustomerSummary(i + 1));
type Fail = { status: number; message: string; title: string } | null;
let createFail: Fail = null;
const searches: URLSearchParams[] = [];
const detailCalls: string[] = [];
const created: NewCustomer[] = [];

const server = setupServer(
  http.get(apiUrl('customer/search'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    searches.push(params);
    const limit = Number(params.get('limit'));
    const page = Number(params.get('offset'));
    return HttpResponse.json({
      data: MATCHES.slice((page - 1) * limit, page * limit),
      pages: Math.ceil(MATCHES.length / limit),
      total: MATCHES.length,
    });
  }),
  http.get(apiUrl('customer'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('customer_id') ?? '';
    detailCalls.push(id);
    const n = MATCHES.findIndex((c) => c._id === id) + 1;
    return HttpResponse.json({ data: makeCustomerDetail(n) });
  }),
  http.post(apiUrl('customer'), async ({ request }) => {
    const body = (await request.json()) as { customer: NewCustomer };
    created.push(body.customer);
    if (createFail)
      return HttpResponse.json(
        { message: createFail.message, title: createFail.title },
        { status: createFail.status },
      );
    return HttpResponse.json({
      message: 'Customer created successfully',
      title: 'Customer Created',
      data: {
        ...makeCustomerSummary(99, { ...body.customer, email: body.customer.email ?? null }),
        addresses: [],
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  createFail = null;
  searches.length = 0;
  detailCalls.length = 0;
  created.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function spies() {
  return {
    success: jest.spyOn(toast, 'success').mockImplementation(() => undefined),
    error: jest.spyOn(toast, 'error').mockImplementation(() => undefined),
  };
}

/** The picker as the booking screen holds it: the chosen customer in state, every change recorded. */
function renderPicker() {
  const changes: (CustomerDetail | null)[] = [];
  function Harness() {
    const [customer, setCustomer] = useState<CustomerDetail | null>(null);
    return (
      <CustomerPicker
        value={customer}
        onChange={(next) => {
          changes.push(next);
          setCustomer(next);
        }}
      />
    );
  }
  return { changes, ...renderWithProviders(<Harness />) };
}

const dataRows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('button', { name: new RegExp(`^${T.select} `) }));

async function searchFor(user: ReturnType<typeof renderPicker>['user'], text: string) {
  const box = screen.getByRole('searchbox', { name: T.searchLabel });
  await user.clear(box);
  await user.type(box, `${text}{Enter}`);
}

describe('CustomerPicker', () => {
  it('does not search under 3 characters, then searches 15 per call from 3', async () => {
    const { user } = renderPicker();
    await searchFor(user, 'me');
    expect(await screen.findByText(T.searchTooShort)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(searches).toHaveLength(0);

    await searchFor(user, 'mee');
    await screen.findByRole('dialog', { name: T.resultsTitle('mee') });
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(Object.fromEntries(searches[0])).toEqual({ limit: '15', offset: '1', 'filter.keyword': 'mee' });
    expect(screen.queryByText(T.searchTooShort)).not.toBeInTheDocument();
  });

  it('lists the results 5 per page with name, phone, e-mail and points, and loads the next 15 on demand', async () => {
    const { user } = renderPicker();
    await searchFor(user, 'kapoor');
    const dialog = await screen.findByRole('dialog', { name: T.resultsTitle('kapoor') });
    await within(dialog).findByText('Meera1 Kapoor');
    expect(dataRows(dialog)).toHaveLength(5);
    const first = dataRows(dialog)[0];
    expect(first).toHaveTextContent('+91 9845000001');
    expect(first).toHaveTextContent('meera1@example.com');
    expect(within(first).getByText('10')).toBeInTheDocument();
    expect(within(dialog).queryByText('Meera6 Kapoor')).not.toBeInTheDocument();

    await user.click(within(dialog).getByTitle('2'));
    expect(await within(dialog).findByText('Meera6 Kapoor')).toBeInTheDocument();
    expect(dataRows(dialog)).toHaveLength(5);
    expect(within(dialog).getByTitle('3')).toBeInTheDocument();
    expect(within(dialog).queryByTitle('4')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: T.moreResults }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1].get('offset')).toBe('2');
    expect(await within(dialog).findByTitle('4')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: T.moreResults })).not.toBeInTheDocument();
    await user.click(within(dialog).getByTitle('4'));
    expect(await within(dialog).findByText('Meera17 Kapoor')).toBeInTheDocument();
    expect(dataRows(dialog)).toHaveLength(2);
  });

  it('loads the chosen customer with their addresses, hands it over, shows it and lets it be changed', async () => {
    const { user, changes } = renderPicker();
    await searchFor(user, 'meera');
    const dialog = await screen.findByRole('dialog', { name: T.resultsTitle('meera') });
    await user.click(await within(dialog).findByRole('button', { name: `${T.select} Meera3 Kapoor` }));

    await waitFor(() => expect(changes).toHaveLength(1));
    expect(detailCalls).toEqual([MATCHES[2]._id]);
    expect(changes[0]).toEqual(makeCustomerDetail(3));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = screen.getByLabelText(T.chosenCustomer);
    expect(card).toHaveTextContent('Meera3 Kapoor');
    expect(card).toHaveTextContent('+91 9845000003');
    expect(card).toHaveTextContent('meera3@example.com');
    expect(card).toHaveTextContent('30');
    expect(screen.queryByRole('searchbox', { name: T.searchLabel })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: T.change }));
    expect(changes[1]).toBeNull();
    expect(screen.getByRole('searchbox', { name: T.searchLabel })).toBeInTheDocument();
  });

  it('checks the new customer: e-mail or phone, digits-only phone, and sends nothing until both hold', async () => {
    const toasts = spies();
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: T.newCustomer }));
    const dialog = await screen.findByRole('dialog', { name: T.createTitle });
    expect(within(dialog).getByLabelText(T.countryCode)).toHaveValue('+91');

    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText(T.firstNameRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(T.firstName), 'Anil');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.missingTitle, T.missingContact));

    await user.type(within(dialog).getByLabelText(T.phoneNumber), '98450-123');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.invalidTitle, T.phoneDigits));
    expect(created).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: T.createTitle })).toBeInTheDocument();
  });

  it("shows the server's title and message for a duplicate customer and keeps the form", async () => {
    const toasts = spies();
    createFail = {
      status: 409,
      message: 'A customer with this email already exists in this store.',
      title: 'Duplicate Customer',
    };
    const { user, changes } = renderPicker();
    await user.click(screen.getByRole('button', { name: T.newCustomer }));
    const dialog = await screen.findByRole('dialog', { name: T.createTitle });
    await user.type(within(dialog).getByLabelText(T.firstName), 'Anil');
    await user.type(within(dialog).getByLabelText(T.email), 'meera1@example.com');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Duplicate Customer',
        'A customer with this email already exists in this store.',
      ),
    );
    expect(changes).toHaveLength(0);
    expect(within(dialog).getByLabelText(T.email)).toHaveValue('meera1@example.com');
  });

  it('creates the customer and chooses them', async () => {
    const toasts = spies();
    const { user, changes } = renderPicker();
    await user.click(screen.getByRole('button', { name: T.newCustomer }));
    const dialog = await screen.findByRole('dialog', { name: T.createTitle });
    await user.type(within(dialog).getByLabelText(T.firstName), ' Anil ');
    await user.type(within(dialog).getByLabelText(T.lastName), 'Rao');
    await user.type(within(dialog).getByLabelText(T.phoneNumber), '9845099999');
    await user.click(within(dialog).getByRole('button', { name: T.create }));

    await waitFor(() => expect(changes).toHaveLength(1));
    expect(created).toEqual([
      { first_name: 'Anil', last_name: 'Rao', phone_no: '9845099999', country_code: '+91' },
    ]);
    expect(changes[0]).toMatchObject({ first_name: 'Anil', last_name: 'Rao', addresses: [] });
    expect(toasts.success).toHaveBeenCalledWith('Customer Created', 'Customer created successfully');
    expect(await screen.findByLabelText(T.chosenCustomer)).toHaveTextContent('Anil Rao');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
