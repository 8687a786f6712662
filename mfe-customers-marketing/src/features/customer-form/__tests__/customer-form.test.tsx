import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import {
  toast,
  type CreateCustomerBody,
  type CustomerProfile,
  type Role,
  type SaveAddressBody,
  type UpdateCustomerBody,
} from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import CustomerFormContainer from '../customer-form-container';
import { CUSTOMER_FORM_TEXTS as T } from '../customer-form-texts';

// The real list file is used; one test makes it fail to load. `mock` names: the only outer names a hoisted
// jest.mock factory may use.
let mockCountriesFail = false;
jest.mock('../countries/load-countries', () => {
  const actual = jest.requireActual('../countries/load-countries');
  return {
    loadCountries: () =>
      mockCountriesFail ? Promise.reject(new Error('chunk failed')) : actual.loadCountries(),
  };
});

// antd forms, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const CUSTOMER_ID = '00000000-0000-4000-8000-000000000031';
const ADDRESS_1 = '00000000-0000-4000-8000-0000000000a1';
const ADDRESS_2 = '00000000-0000-4000-8000-0000000000a2';

function makeProfile(): CustomerProfile {
  return {
    _id: CUSTOMER_ID,
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'meera@example.test',
    phone_no: '9876543210',
    country_code: '+91',
    points: 120,
    createdAt: '2026-05-01T04:30:00.000Z',
    order_count: 2,
    order_total: 1500,
    dob: '1990-05-17',
    country: 'India',
    customer_tags: ['vip'],
    custom_fields: [{ name: 'Gate code', value: '1234' }],
    has_password: true,
    addresses: [
      {
        _id: ADDRESS_1,
        first_name: 'Meera',
        last_name: 'Iyer',
        street: '1 Park Street',
        locality: 'Koregaon',
        landmark: '',
        city: 'Pune',
        state: 'Maharashtra',
        zip_code: '411001',
        country: 'India',
        country_code: 'IN',
        phone_no: '9876543210',
        latitude: null,
        longitude: null,
        is_default: true,
      },
      {
        _id: ADDRESS_2,
        first_name: 'Office',
        last_name: '',
        street: '2 Lake Road',
        locality: '',
        landmark: '',
        city: 'Mumbai',
        state: '',
        zip_code: '',
        country: 'India',
        country_code: 'IN',
        phone_no: '',
        latitude: null,
        longitude: null,
        is_default: false,
      },
    ],
  };
}

const posts: CreateCustomerBody[] = [];
const puts: UpdateCustomerBody[] = [];
const addressSaves: SaveAddressBody[] = [];
const addressDeletes: Record<string, string>[] = [];
let profile = makeProfile();

const server = setupServer(
  http.get(apiUrl('customer'), () => HttpResponse.json({ data: profile })),
  http.post(apiUrl('customer'), async ({ request }) => {
    const body = (await request.json()) as CreateCustomerBody;
    posts.push(body);
    return HttpResponse.json({
      message: 'Customer created successfully',
      title: 'Customer Created',
      data: { ...makeProfile(), addresses: [] },
    });
  }),
  http.put(apiUrl('customer'), async ({ request }) => {
    const body = (await request.json()) as UpdateCustomerBody;
    puts.push(body);
    return HttpResponse.json({
      message: 'Customer updated successfully',
      title: 'Customer Updated',
      data: profile,
    });
  }),
  http.put(apiUrl('customer/address'), async ({ request }) => {
    const body = (await request.json()) as SaveAddressBody;
    addressSaves.push(body);
    return HttpResponse.json({
      message: 'Address saved successfully',
      title: 'Address Saved',
      data: profile.addresses[0],
    });
  }),
  http.delete(apiUrl('customer/address'), ({ request }) => {
    addressDeletes.push(Object.fromEntries(new URL(request.url).searchParams));
    profile = { ...profile, addresses: profile.addresses.filter((a) => a._id !== ADDRESS_2) };
    return HttpResponse.json({ message: 'Address deleted successfully', title: 'Address Deleted' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posts.length = 0;
  puts.length = 0;
  addressSaves.length = 0;
  addressDeletes.length = 0;
  profile = makeProfile();
  mockCountriesFail = false;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderForm(route: string, role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/customers" element={<div>Customer list page</div>} />
      <Route path="/customers/new" element={<CustomerFormContainer />} />
      <Route path="/customers/edit" element={<CustomerFormContainer />} />
    </Routes>,
    { route, session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

type User = ReturnType<typeof renderForm>['user'];

/** Picks a country by typing `typed` in the country field found by `label` inside `scope`. */
async function pickCountry(user: User, scope: HTMLElement, label: string, typed: string, option: string) {
  const input = within(scope).getByLabelText(label);
  await user.click(input);
  await user.type(input, typed);
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

const page = () => document.body;
const submitButton = (name: string) => screen.getByRole('button', { name });
const lastPut = () => puts[puts.length - 1].customer;

describe('customer create', () => {
  it("refuses a customer with neither e-mail nor phone: 'Missing Fields'", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderForm('/customers/new');
    await user.type(await screen.findByLabelText(T.fields.first_name), 'Anil');
    await user.click(submitButton(T.create));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Missing Fields', 'Enter atleast either Phone Number or Email Id'),
    );
    expect(T.missingContact).toBe('Enter atleast either Phone Number or Email Id');
    expect(posts).toEqual([]);
  });

  it('searches countries from 1 character and fills the dialing code', async () => {
    const { user } = renderForm('/customers/new');
    const input = await screen.findByLabelText(T.fields.country);
    await user.click(input);
    expect(await screen.findByText(T.countrySearchHint)).toBeInTheDocument();
    await user.type(input, 'z');
    // One character is enough: every country with a z, names starting with it first.
    expect(await screen.findByTitle('Zambia (+260)')).toBeInTheDocument();
    expect(screen.getByTitle('Zimbabwe (+263)')).toBeInTheDocument();
    expect(screen.getByTitle('Brazil (+55)')).toBeInTheDocument();
    expect(screen.queryByTitle('India (+91)')).not.toBeInTheDocument();
    const choices = screen.getAllByTitle('Zimbabwe (+263)');
    await user.click(choices[choices.length - 1]);
    await waitFor(() => expect(screen.getByLabelText(T.fields.country_code)).toHaveValue('+263'));
  });

  it("says 'Error retreiving country codes' when the country list cannot be fetched", async () => {
    mockCountriesFail = true;
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderForm('/customers/new');
    await user.click(await screen.findByLabelText(T.fields.country));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(T.countryErrorTitle, 'Error retreiving country codes'),
    );
    expect(await screen.findByText('Error retreiving country codes')).toBeInTheDocument();
  });

  it('sends every field with custom field rows, tags, the password and the addresses, then returns to the list', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm('/customers/new');
    await user.type(await screen.findByLabelText(T.fields.first_name), ' Meera ');
    await user.type(screen.getByLabelText(T.fields.last_name), 'Iyer');
    await user.type(screen.getByLabelText(T.fields.email), 'meera@example.test');
    await pickCountry(user, page(), T.fields.country, 'i', 'India (+91)');
    await user.type(screen.getByLabelText(T.fields.phone_no), '9876543210');
    await user.type(screen.getByLabelText(T.fields.customer_tags), 'vip,gold,');
    await user.type(screen.getByLabelText(T.fields.password), 'secret-123');
    await user.type(screen.getByLabelText(T.fields.points), '40');

    // Three rows, the middle one removed.
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: T.addCustomField }));
    expect(screen.getAllByTestId('custom-field-row')).toHaveLength(3);
    await user.type(screen.getByLabelText(`${T.customFieldName} 1`), 'Gate code');
    await user.type(screen.getByLabelText(`${T.customFieldValue} 1`), '1234');
    await user.type(screen.getByLabelText(`${T.customFieldName} 2`), 'Dropped');
    await user.type(screen.getByLabelText(`${T.customFieldName} 3`), 'Floor');
    await user.type(screen.getByLabelText(`${T.customFieldValue} 3`), '3');
    await user.click(screen.getByRole('button', { name: `${T.removeCustomField} 2` }));
    expect(screen.getAllByTestId('custom-field-row')).toHaveLength(2);

    // Two addresses kept on the screen; deleting one asks first.
    for (const [street, city] of [
      ['1 Park Street', 'Pune'],
      ['2 Lake Road', 'Mumbai'],
    ]) {
      await user.click(screen.getByRole('button', { name: T.newAddress }));
      const dialog = (await screen.findAllByRole('dialog')).pop()!;
      await user.type(within(dialog).getByLabelText(T.addressFields.street), street);
      await user.type(within(dialog).getByLabelText(T.addressFields.city), city);
      if (city === 'Pune') await pickCountry(user, dialog, T.addressFields.country, 'ind', 'India (+91)');
      await user.click(within(dialog).getByRole('button', { name: T.save }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await user.click(screen.getByRole('button', { name: `${T.delete} 2 Lake Road` }));
    const [confirmTitle] = await screen.findAllByText(T.addressDeleteConfirm);
    await user.click(
      within(confirmTitle.closest('[role="dialog"]') as HTMLElement).getByText(CONFIRM_TEXTS.ok),
    );
    await waitFor(() => expect(screen.queryByText('2 Lake Road')).not.toBeInTheDocument());

    await user.click(submitButton(T.create));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].customer).toEqual({
      first_name: 'Meera',
      last_name: 'Iyer',
      dob: null,
      email: 'meera@example.test',
      phone_no: '9876543210',
      country: 'India',
      country_code: '+91',
      password: 'secret-123',
      points: 40,
      customer_tags: ['vip', 'gold'],
      custom_fields: [
        { name: 'Gate code', value: '1234' },
        { name: 'Floor', value: '3' },
      ],
      addresses: [
        expect.objectContaining({
          street: '1 Park Street',
          city: 'Pune',
          country: 'India',
          country_code: 'IN',
          is_default: true,
          latitude: null,
          longitude: null,
        }),
      ],
    });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Customer Created', 'Customer created successfully'),
    );
    expect(await screen.findByText('Customer list page')).toBeInTheDocument();
  });

  it('leaves points out for a role without update_customer_points', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm('/customers/new', 'CSC');
    await user.type(await screen.findByLabelText(T.fields.first_name), 'Anil');
    await user.type(screen.getByLabelText(T.fields.phone_no), '9845012345');
    expect(screen.queryByLabelText(T.fields.points)).not.toBeInTheDocument();
    await user.click(submitButton(T.create));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].customer).not.toHaveProperty('points');
    expect(posts[0].customer).not.toHaveProperty('password');
  });
});

describe('customer edit', () => {
  it('sends the whole profile without a password until the toggle is on, then with it', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    expect(await screen.findByDisplayValue('Meera')).toBeInTheDocument();
    expect(screen.getByDisplayValue('17/05/1990')).toBeInTheDocument();
    expect(screen.queryByLabelText(T.fields.password)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(T.fields.last_name));
    await user.type(screen.getByLabelText(T.fields.last_name), 'Nair');
    await user.click(submitButton(T.update));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut()).toEqual({
      _id: CUSTOMER_ID,
      first_name: 'Meera',
      last_name: 'Nair',
      dob: '1990-05-17',
      email: 'meera@example.test',
      phone_no: '9876543210',
      country: 'India',
      country_code: '+91',
      points: 120,
      customer_tags: ['vip'],
      custom_fields: [{ name: 'Gate code', value: '1234' }],
    });
    expect(await screen.findByText('Customer list page')).toBeInTheDocument();
  });

  it('sends the password only with the change-password toggle on', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    await screen.findByDisplayValue('Meera');
    await user.click(screen.getByRole('switch', { name: T.changePassword }));
    await user.type(await screen.findByLabelText(T.fields.password), 'brand-new');
    // Switched off again: the typed password is not sent.
    await user.click(screen.getByRole('switch', { name: T.changePassword }));
    expect(screen.queryByLabelText(T.fields.password)).not.toBeInTheDocument();
    await user.click(submitButton(T.update));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut()).not.toHaveProperty('password');
  });

  it('sends the password typed with the toggle on', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    await screen.findByDisplayValue('Meera');
    await user.click(screen.getByRole('switch', { name: T.changePassword }));
    await user.type(await screen.findByLabelText(T.fields.password), 'brand-new');
    await user.click(submitButton(T.update));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut()).toMatchObject({ _id: CUSTOMER_ID, password: 'brand-new' });
  });

  it('deletes an address only after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    await screen.findByText('2 Lake Road');
    const remove = () => user.click(screen.getByRole('button', { name: `${T.delete} Office` }));
    const confirmDialog = async () => {
      const [title] = await screen.findAllByText(T.addressDeleteConfirm);
      return title.closest('[role="dialog"]') as HTMLElement;
    };
    await remove();
    await user.click(within(await confirmDialog()).getByText(CONFIRM_TEXTS.cancel));
    await waitFor(() => expect(screen.queryByText(T.addressDeleteConfirm)).not.toBeInTheDocument());
    expect(addressDeletes).toEqual([]);

    await remove();
    await user.click(within(await confirmDialog()).getByText(CONFIRM_TEXTS.ok));
    await waitFor(() =>
      expect(addressDeletes).toEqual([{ customer_id: CUSTOMER_ID, address_id: ADDRESS_2 }]),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Address Deleted', 'Address deleted successfully'),
    );
    await waitFor(() => expect(screen.queryByText('2 Lake Road')).not.toBeInTheDocument());
  });

  it('edits an address with PUT customer/address, its dialing code looked up from the saved country code', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    await screen.findByText('1 Park Street');
    await user.click(screen.getByRole('button', { name: `${T.edit} Meera Iyer` }));
    const dialog = (await screen.findAllByRole('dialog')).pop()!;
    await waitFor(() =>
      expect(within(dialog).getByLabelText(T.addressFields.phone_dialing_code)).toHaveValue('+91'),
    );
    const landmark = within(dialog).getByLabelText(T.addressFields.landmark);
    await user.type(landmark, 'Near the lake');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(addressSaves).toHaveLength(1));
    expect(addressSaves[0]).toEqual({
      customer_id: CUSTOMER_ID,
      address: expect.objectContaining({
        _id: ADDRESS_1,
        street: '1 Park Street',
        landmark: 'Near the lake',
        country_code: 'IN',
        phone_dialing_code: '+91',
        is_default: true,
      }),
    });
  });
});
