import { http, HttpResponse } from 'msw';
import {
  CHANGED_ELSEWHERE,
  type CreateCustomerBody,
  type CustomerAddress,
  type CustomerProfile,
  type CustomerProfileReply,
  type SaveAddressBody,
  type UpdateCustomerBody,
} from '@storedesk/shared';
import { findCustomer, mockCustomers, type MockCustomer } from './mock-customers';
import { fail, mockUrl, refuse } from '@storedesk/shared/dev/mocks';
import { query } from '@storedesk/shared/dev/mock-request';
import { mockId } from '@storedesk/shared/dev/mock-data';

/**
 * The customer create and edit screens' calls (contracts/customer-form.ts): POST and PUT customer, PUT and
 * DELETE customer/address, with the API's checks and texts. A customer written here keeps its profile in this
 * file, and GET customer answers it from here; any other customer is left to the detail screen's GET customer
 * (customer-detail-handlers.ts), which is also where a first write reads the profile it changes.
 */
const NOT_FOUND = () => fail(404, 'Customer not found', 'Customer');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Keyed by the customer object: resetting the mock customers forgets every profile written here.
const profiles = new WeakMap<MockCustomer, CustomerProfile>();
let created = 0;
let addressCount = 0;

type ProfileInput = CreateCustomerBody['customer'];

/** The API's checks in its order (customer-input.ts); null when the input passes. */
function refusal(input: ProfileInput, selfId?: string): Response | null {
  const email = input.email?.trim().toLowerCase() ?? '';
  const phone = input.phone_no?.trim() ?? '';
  if (!email && !phone) return fail(400, 'Please enter either Phone Number or Email', 'Missing Fields');
  if (phone && !/^\d+$/.test(phone))
    return fail(400, 'Phone number should only contain numbers.', 'Invalid Fields');
  if (email && !EMAIL.test(email)) return fail(400, 'Please enter a valid email address.', 'Invalid Fields');
  if (input.password !== undefined && input.password !== '' && input.password.length < 6)
    return fail(400, 'Password must be at least 6 characters.', 'Invalid Fields');
  const others = mockCustomers().filter((c) => !c.is_deleted && c._id !== selfId);
  if (email && others.some((c) => c.email === email))
    return fail(409, 'A customer with this email already exists in this store.', 'Duplicate Customer');
  if (phone && others.some((c) => c.phone_no === phone))
    return fail(409, 'A customer with this phone number already exists in this store.', 'Duplicate Customer');
  return null;
}

/** The list row's fields and the profile's from one input (blank texts become null, like the API). */
function applyInput(
  customer: MockCustomer,
  input: ProfileInput,
  before: CustomerProfile | null,
): CustomerProfile {
  customer.first_name = input.first_name.trim();
  customer.last_name = input.last_name?.trim() ?? '';
  customer.email = input.email?.trim().toLowerCase() || null;
  customer.phone_no = input.phone_no?.trim() || null;
  customer.country_code = input.country_code?.trim() || null;
  if (input.points !== undefined) customer.points = input.points;
  const { is_deleted: _deleted, push_notification: _push, ...summary } = customer;
  return {
    ...summary,
    addresses: before?.addresses ?? [],
    dob: input.dob || null,
    country: input.country?.trim() || null,
    customer_tags: (input.customer_tags ?? []).map((t) => t.trim()).filter(Boolean),
    custom_fields: (input.custom_fields ?? []).filter((f) => f.name.trim() || f.value.trim()),
    has_password: Boolean(input.password) || (before?.has_password ?? false),
  };
}

/** The profile to change: this file's copy, else the detail screen's mock answer. */
async function currentProfile(request: Request, customer: MockCustomer): Promise<CustomerProfile> {
  const known = profiles.get(customer);
  if (known) return known;
  const res = await fetch(`${mockUrl('customer')}?customer_id=${encodeURIComponent(customer._id)}`, {
    headers: { 'x-auth-token': request.headers.get('x-auth-token') ?? '' },
  });
  const { data } = (await res.json()) as CustomerProfileReply;
  // Only the contract's keys: the detail mock may add its own.
  return {
    _id: data._id,
    first_name: data.first_name,
    last_name: data.last_name,
    email: data.email,
    phone_no: data.phone_no,
    country_code: data.country_code,
    points: data.points,
    order_count: data.order_count,
    order_total: data.order_total,
    addresses: data.addresses ?? [],
    dob: data.dob ?? null,
    country: data.country ?? null,
    customer_tags: data.customer_tags ?? [],
    custom_fields: data.custom_fields ?? [],
    has_password: data.has_password ?? false,
    createdAt: data.createdAt,
    version: data.version,
  };
}

function toAddress(input: SaveAddressBody['address'], id: string): CustomerAddress {
  const text = (value: string | undefined) => value?.trim() ?? '';
  return {
    _id: id,
    first_name: text(input.first_name),
    last_name: text(input.last_name),
    street: text(input.street),
    locality: text(input.locality),
    landmark: text(input.landmark),
    city: text(input.city),
    state: text(input.state),
    zip_code: text(input.zip_code),
    country: text(input.country),
    country_code: text(input.country_code),
    phone_no: text(input.phone_no),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    is_default: input.is_default === true,
  };
}

/** One default per customer: the one just marked, else the first. */
function oneDefault(list: CustomerAddress[], preferred?: string): CustomerAddress[] {
  const chosen = preferred ?? list.find((a) => a.is_default)?._id ?? list[0]?._id;
  return list.map((a) => ({ ...a, is_default: a._id === chosen }));
}

const blankAddress = (a: SaveAddressBody['address']) =>
  [
    'first_name',
    'last_name',
    'street',
    'locality',
    'landmark',
    'city',
    'state',
    'zip_code',
    'country',
    'phone_no',
  ]
    .map((k) => a[k as keyof typeof a])
    .every((v) => typeof v !== 'string' || v.trim() === '');

export const customerFormHandlers = [
  // Only customers written here; the rest fall through to the detail screen's handler.
  http.get(mockUrl('customer'), async ({ request }) => {
    const customer = findCustomer(query(request).get('customer_id'));
    const profile = customer && profiles.get(customer);
    if (!profile) return undefined;
    return (await refuse(request)) ?? HttpResponse.json({ data: profile });
  }),

  http.post(mockUrl('customer'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { customer: input } = (await request.json()) as CreateCustomerBody;
    const problem = refusal(input);
    if (problem) return problem;
    if ((input.addresses ?? []).some(blankAddress))
      return fail(400, 'Please enter address details to save.', 'Missing Fields');
    created += 1;
    const customer: MockCustomer = {
      _id: mockId(0x30, 1000 + created),
      first_name: '',
      last_name: '',
      email: null,
      phone_no: null,
      country_code: null,
      points: 0,
      order_count: 0,
      order_total: 0,
      version: 0,
      push_notification: false,
      createdAt: new Date().toISOString(),
      is_deleted: false,
    };
    const profile = applyInput(customer, input, null);
    profile.addresses = oneDefault(
      (input.addresses ?? []).map((a) => toAddress(a, mockId(0x7a, (addressCount += 1)))),
      undefined,
    );
    mockCustomers().unshift(customer);
    profiles.set(customer, profile);
    const {
      customer_tags: _t,
      custom_fields: _f,
      dob: _d,
      country: _c,
      has_password: _p,
      ...detail
    } = profile;
    return HttpResponse.json({
      message: 'Customer created successfully',
      title: 'Customer Created',
      data: detail,
    });
  }),

  http.put(mockUrl('customer'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { customer: input } = (await request.json()) as UpdateCustomerBody;
    const customer = findCustomer(input._id);
    if (!customer) return NOT_FOUND();
    const { message, title } = CHANGED_ELSEWHERE.customer;
    if (customer.version !== input.version) return fail(409, message, title);
    const problem = refusal(input, customer._id);
    if (problem) return problem;
    const before = await currentProfile(request, customer);
    customer.version += 1;
    const profile = applyInput(customer, input, before);
    profiles.set(customer, profile);
    return HttpResponse.json({
      message: 'Customer updated successfully',
      title: 'Customer Updated',
      data: profile,
    });
  }),

  http.put(mockUrl('customer/address'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as SaveAddressBody;
    const customer = findCustomer(body.customer_id);
    if (!customer) return NOT_FOUND();
    if (blankAddress(body.address))
      return fail(400, 'Please enter address details to save.', 'Missing Fields');
    const profile = await currentProfile(request, customer);
    const id = body.address._id ?? mockId(0x7a, (addressCount += 1));
    if (body.address._id && !profile.addresses.some((a) => a._id === id))
      return fail(404, 'Address not found', 'Address');
    const saved = toAddress(body.address, id);
    const list = body.address._id
      ? profile.addresses.map((a) => (a._id === id ? saved : a))
      : [
          ...profile.addresses,
          { ...saved, is_default: body.address.is_default ?? profile.addresses.length === 0 },
        ];
    profile.addresses = oneDefault(list, saved.is_default || profile.addresses.length === 0 ? id : undefined);
    profiles.set(customer, profile);
    const data = profile.addresses.find((a) => a._id === id)!;
    return HttpResponse.json({ message: 'Address saved successfully', title: 'Address Saved', data });
  }),

  http.delete(mockUrl('customer/address'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const customer = findCustomer(q.get('customer_id'));
    if (!customer) return NOT_FOUND();
    const profile = await currentProfile(request, customer);
    const id = q.get('address_id');
    if (!profile.addresses.some((a) => a._id === id)) return fail(404, 'Address not found', 'Address');
    profile.addresses = oneDefault(profile.addresses.filter((a) => a._id !== id));
    profiles.set(customer, profile);
    return HttpResponse.json({ message: 'Address deleted successfully', title: 'Address Deleted' });
  }),
];
