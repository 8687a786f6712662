import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import type {
  CreateCustomerBody,
  CustomerProfile,
  Role,
  SaveAddressBody,
  UpdateCustomerBody,
} from '@storedesk/shared';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import CustomerFormContainer from '../customer-form-container';

// The setup the customer form screen tests share (not a test file: jest runs *.test.ts(x) only).

export const CUSTOMER_ID = '00000000-0000-4000-8000-000000000031';
export const ADDRESS_1 = '00000000-0000-4000-8000-0000000000a1';
export const ADDRESS_2 = '00000000-0000-4000-8000-0000000000a2';

export function makeProfile(): CustomerProfile {
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
    version: 0,
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

/**
 * Mocks the customer calls for one test file (registering its jest hooks) and returns what the screen sent;
 * every test starts from `makeProfile()` with nothing sent.
 */
export function setupCustomerFormApi() {
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
  });
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());

  const lastPut = () => puts[puts.length - 1].customer;
  /** A test's own answers (reset after each test). */
  const use = (...handlers: Parameters<typeof server.use>) => server.use(...handlers);
  return { posts, puts, addressSaves, addressDeletes, lastPut, use };
}

export function renderForm(route: string, role: Role = 'ADMIN') {
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
export async function pickCountry(
  user: User,
  scope: HTMLElement,
  label: string,
  typed: string,
  option: string,
) {
  const input = within(scope).getByLabelText(label);
  await user.click(input);
  await user.type(input, typed);
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

export const page = () => document.body;
export const submitButton = (name: string) => screen.getByRole('button', { name });
