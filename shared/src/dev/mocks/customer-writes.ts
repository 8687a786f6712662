import { http, HttpResponse } from 'msw';
import {
  CHANGED_ELSEWHERE,
  type CreateCustomerBody,
  type CustomerAddress,
  type SaveAddressBody,
  type UpdateCustomerBody,
} from '../../index';
import { CUSTOMER_FORM_MESSAGES as F, isBlankAddress } from '../../contracts';
import { findCustomer, liveCustomers, mockCustomers, type MockCustomer } from './db/customers';
import { CUSTOMER_NOT_FOUND, profile } from './customer-reads';
import { fail, mockUrl, refuse } from './respond';
import { query } from './request';
import { mockId } from './seeded';
import {
  createCustomerOperation,
  deleteCustomerAddressOperation,
  saveCustomerAddressOperation,
  updateCustomerOperation,
} from '../../contracts/all-operations';

/**
 * The customer writes (api/src/routes/customers, contracts/customer-form.ts): POST and PUT customer, PUT and
 * DELETE customer/address, with the API's checks in its order and its texts (customer-messages.ts).
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ADDRESS_NOT_FOUND = () => fail(404, F.addressNotFound, F.addressNotFoundTitle);
let created = 0;
let addressCount = 0;

type ProfileInput = CreateCustomerBody['customer'];

/** The API's checks in its order (customer-input.ts, customer-duplicates.ts); null when the input passes. */
function refusal(input: ProfileInput, selfId?: string): Response | null {
  const email = input.email?.trim().toLowerCase() ?? '';
  const phone = input.phone_no?.trim() ?? '';
  if (!email && !phone) return fail(400, 'Please enter either Phone Number or Email', 'Missing Fields');
  if (phone && !/^\d+$/.test(phone))
    return fail(400, 'Phone number should only contain numbers.', F.invalidTitle);
  if (email && !EMAIL.test(email)) return fail(400, 'Please enter a valid email address.', F.invalidTitle);
  if (!input.first_name?.trim()) return fail(400, 'Please enter the first name', 'Missing Fields');
  if (input.password !== undefined && input.password !== '' && input.password.length < 6)
    return fail(400, F.passwordShort, F.invalidTitle);
  const others = liveCustomers().filter((c) => c._id !== selfId);
  if (email && others.some((c) => c.email?.toLowerCase() === email))
    return fail(
      409,
      'A customer with this email already exists in this store.',
      'Duplicate Customer',
      'DUPLICATE',
    );
  if (phone && others.some((c) => c.phone_no === phone))
    return fail(
      409,
      'A customer with this phone number already exists in this store.',
      'Duplicate Customer',
      'DUPLICATE',
    );
  return null;
}

/** Writes the input onto the customer (blank texts become null, like the API). */
function applyInput(customer: MockCustomer, input: ProfileInput): void {
  customer.first_name = input.first_name.trim();
  customer.last_name = input.last_name?.trim() ?? '';
  customer.email = input.email?.trim().toLowerCase() || null;
  customer.phone_no = input.phone_no?.trim() || null;
  customer.country_code = input.country_code?.trim() || null;
  if (input.points !== undefined) customer.points = input.points;
  customer.dob = input.dob || null;
  customer.country = input.country?.trim() || null;
  customer.customer_tags = (input.customer_tags ?? []).map((t) => t.trim()).filter(Boolean);
  customer.custom_fields = (input.custom_fields ?? []).filter((f) => f.name.trim() || f.value.trim());
  customer.has_password = Boolean(input.password) || customer.has_password;
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

export const customerWriteHandlers = [
  http.post(mockUrl(createCustomerOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { customer: input } = (await request.json()) as CreateCustomerBody;
    const problem = refusal(input);
    if (problem) return problem;
    if ((input.addresses ?? []).some(isBlankAddress))
      return fail(400, 'Please enter address details to save.', 'Missing Fields');
    created += 1;
    const customer: MockCustomer = {
      _id: mockId(0x32, created),
      first_name: '',
      last_name: '',
      email: null,
      phone_no: null,
      country_code: null,
      points: 0,
      order_count: 0,
      order_total: 0,
      addresses: [],
      dob: null,
      country: null,
      customer_tags: [],
      custom_fields: [],
      has_password: false,
      version: 0,
      push_notification: false,
      createdAt: new Date().toISOString(),
      is_deleted: false,
    };
    applyInput(customer, input);
    customer.addresses = oneDefault(
      (input.addresses ?? []).map((a) => toAddress(a, mockId(0x7a, (addressCount += 1)))),
    );
    mockCustomers().unshift(customer);
    const {
      customer_tags: _t,
      custom_fields: _f,
      dob: _d,
      country: _c,
      has_password: _p,
      ...detail
    } = profile(customer);
    return HttpResponse.json({
      message: 'Customer created successfully',
      title: 'Customer Created',
      data: detail,
    });
  }),

  http.put(mockUrl(updateCustomerOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { customer: input } = (await request.json()) as UpdateCustomerBody;
    const customer = findCustomer(input._id);
    if (!customer) return CUSTOMER_NOT_FOUND();
    const { message, title } = CHANGED_ELSEWHERE.customer;
    if (customer.version !== input.version) return fail(409, message, title, 'CHANGED_ELSEWHERE');
    const problem = refusal(input, customer._id);
    if (problem) return problem;
    applyInput(customer, input);
    customer.version += 1;
    return HttpResponse.json({ message: F.updated, title: F.updatedTitle, data: profile(customer) });
  }),

  http.put(mockUrl(saveCustomerAddressOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as SaveAddressBody;
    const customer = findCustomer(body.customer_id);
    if (!customer) return CUSTOMER_NOT_FOUND();
    if (isBlankAddress(body.address))
      return fail(400, 'Please enter address details to save.', 'Missing Fields');
    const id = body.address._id ?? mockId(0x7a, (addressCount += 1));
    const list = customer.addresses;
    if (body.address._id && !list.some((a) => a._id === id)) return ADDRESS_NOT_FOUND();
    const saved = toAddress(body.address, id);
    const next = body.address._id
      ? list.map((a) => (a._id === id ? saved : a))
      : [...list, { ...saved, is_default: body.address.is_default ?? list.length === 0 }];
    customer.addresses = oneDefault(next, saved.is_default || list.length === 0 ? id : undefined);
    const data = customer.addresses.find((a) => a._id === id)!;
    return HttpResponse.json({ message: 'Address saved successfully', title: 'Address Saved', data });
  }),

  http.delete(mockUrl(deleteCustomerAddressOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const customer = findCustomer(q.get('customer_id'));
    if (!customer) return CUSTOMER_NOT_FOUND();
    const id = q.get('address_id');
    if (!customer.addresses.some((a) => a._id === id)) return ADDRESS_NOT_FOUND();
    customer.addresses = oneDefault(customer.addresses.filter((a) => a._id !== id));
    return HttpResponse.json({ message: F.addressDeleted, title: F.addressDeletedTitle });
  }),
];
