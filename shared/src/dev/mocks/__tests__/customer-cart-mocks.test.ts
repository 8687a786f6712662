import dayjs from 'dayjs';
import {
  callApi,
  type Cart,
  type CustomerDetail,
  type CustomerSummary,
  type OrderDetailsReply,
} from '../../../index';
import * as C from '../../../contracts';
import { PAYMENT_METHODS, PRODUCTS } from '../db/catalogue';
import { storeToday } from '../request';
import { fits, setUpMocks } from './mock-server';
import {
  createCustomerOperation,
  createOrderOperation,
  getCartOperation,
  getCustomerOperation,
  getOrderOperation,
  saveCartOperation,
  saveCustomerAddressOperation,
  searchCustomersOperation,
} from '../../../index';

/** The new booking flow: customers and their addresses, the cart and the booking made from it. */
describe('standalone bookings mocks answer the contracts: customers and cart', () => {
  setUpMocks();

  it('searches, reads and creates customers and saves an address, with the API texts on bad input', async () => {
    const found = await callApi<{ data: CustomerSummary[] }>(searchCustomersOperation, {
      limit: 15,
      offset: 1,
      'filter.keyword': 'meera',
    });
    fits(C.CustomerSearchReply, found);
    expect(found.data.length).toBeGreaterThan(0);
    fits(C.CustomerDetailReply, await callApi(getCustomerOperation, { customer_id: found.data[0]._id }));
    await expect(
      callApi(createCustomerOperation, { customer: { first_name: 'Nobody' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Please enter either Phone Number or Email',
      title: 'Missing Fields',
    });
    const created = await callApi<{ data: CustomerDetail }>(createCustomerOperation, {
      customer: { first_name: 'Tara', last_name: 'Das', phone_no: '9000000001', country_code: '+91' },
    });
    fits(C.CreateCustomerReply, created);
    await expect(
      callApi(createCustomerOperation, { customer: { first_name: 'Tara', phone_no: '9000000001' } }),
    ).rejects.toMatchObject({ status: 409, title: 'Duplicate Customer' });
    const saved = await callApi(saveCustomerAddressOperation, {
      customer_id: created.data._id,
      address: {
        street: '5 Hill Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip_code: '560001',
        country: 'India',
      },
    });
    fits(C.SaveAddressReply, saved);
    const again = await callApi<{ data: CustomerDetail }>(getCustomerOperation, {
      customer_id: created.data._id,
    });
    expect(again.data.addresses).toHaveLength(1);
  });

  it('keeps a cart with consistent totals and creates a booking from it', async () => {
    const { data: customers } = await callApi<{ data: CustomerSummary[] }>(searchCustomersOperation, {
      'filter.keyword': 'a',
    });
    const customer = customers[0];
    expect(await callApi(getCartOperation, { customer_id: customer._id })).toEqual({ data: null });
    const product = PRODUCTS.find((p) => p.variants.length > 1)!;
    const lines = [
      { product_id: product._id, selected_product_variant_id: product.variants[1]._id, selected_quantity: 2 },
      { name: 'Balcony wash', selling_price: 300, selected_quantity: 1, is_custom: true },
    ];
    const { data: cart } = await callApi<{ data: Cart }>(saveCartOperation, {
      order_type: 'CSC',
      type: 'PRODUCTS',
      customer_id: customer._id,
      cart: { products: lines },
      discount: { type: 'PERCENTAGE', value: 10 },
    });
    fits(C.CartReply, { data: cart });
    const sub = product.variants[1].price * 2 + 300;
    expect(cart.sub_total).toBe(sub);
    expect(cart.discount_value).toBe(Math.round(sub * 10) / 100);
    expect(cart.total).toBeCloseTo(
      cart.sub_total -
        cart.discount_value -
        cart.discount_by_points +
        cart.tax +
        cart.delivery_data.delivery_cost,
      2,
    );
    fits(C.CartOrNullReply, await callApi(getCartOperation, { customer_id: customer._id }));

    const order = {
      customer_id: customer._id,
      order_type: 'CSC',
      products: lines,
      delivery_date: dayjs(storeToday()).add(2, 'day').format('YYYY/MM/DD'),
      delivery_data: { start_time: '10:00', duration: 90, type: 'SCHEDULED' },
      payment: {
        is_paid: true,
        payment_method: PAYMENT_METHODS.find((m) => m.request_customer_payment)!.code,
      },
    };
    const created = await callApi<{ data: { _id: string; order_number: number } }>(createOrderOperation, {
      order,
      discount: { type: 'PERCENTAGE', value: 10 },
      idempotency_key: 'dev-test-key-1',
    });
    fits(C.CreateOrderReply, created);
    const { data: booking } = await callApi<OrderDetailsReply>(getOrderOperation, {
      id: created.data._id,
    });
    // The "request payment" method forces an unpaid booking (spec 2 §4); the custom start time gets its end.
    expect(booking).toMatchObject({
      total: cart.total,
      payment: { is_paid: false },
      delivery_data: { end_time: '11:30' },
    });
    expect(await callApi(createOrderOperation, { order, idempotency_key: 'dev-test-key-1' })).toEqual(
      created,
    );
    await expect(
      callApi(createOrderOperation, {
        order: { ...order, delivery_date: '2020/01/01' },
        idempotency_key: 'dev-test-key-2',
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
