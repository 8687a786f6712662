import type { OrderDetailsReply, OrderWriteReply } from '@storedesk/shared/contracts';
import { authHeader, createEmployee, createStore, login } from '../helpers/fixtures';
import { createBooking, createCustomer, createProduct, createStatuses, createTax } from './order-fixtures';
import { app, details, newBooking, put, setUpEditOrderTests, store } from './edit-order-setup';

/** A booking's service lines: quantities, new and custom lines, removals, and the money they recompute. */
setUpEditOrderTests();

describe('products', () => {
  it("refuses a new line over the service's max quantity, naming the limit", async () => {
    const { product, variant } = await createProduct(app, store, 'Pest control', '300.00');
    const b = await newBooking();
    const res = await put('products', {
      _id: b.id,
      version: 1,
      products: [{ product_id: product.id, selected_product_variant_id: variant.id, selected_quantity: 11 }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Pest control can be booked at most 10 at a time',
      title: 'Invalid Quantity',
      code: 'INVALID_INPUT',
    });
    expect((await details(b.id)).data.version).toBe(1);
  });

  it('changes quantities, adds catalogue and custom lines, removes lines, and recomputes money with store taxes', async () => {
    const taxed = await createStore(app);
    const { email, password } = await createEmployee(app, { role: 'CSC', stores: [taxed] });
    const token = (await login(app, { email, password, store_id: taxed.id })).json<{ token: string }>().token;
    const st = await createStatuses(app, taxed);
    const who = await createCustomer(app, taxed);
    await createTax(app, taxed, 'CGST', '9');
    await createTax(app, taxed, 'SGST', '9');
    const { product, variant } = await createProduct(app, taxed, 'Sofa', '250.00');
    const b = await createBooking(app, taxed, {
      customer: who,
      status: st.placed,
      lines: [
        { name: 'Deep cleaning', price: '100.00', quantity: 2 },
        { name: 'Window', price: '40.00', quantity: 1 },
      ],
    });
    const before = await app.inject({
      method: 'GET',
      url: '/api/store/order/details',
      query: { id: b.id },
      headers: authHeader(token),
    });
    const lines = (before.json() as OrderDetailsReply).data.products;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/store/order/products',
      headers: authHeader(token),
      payload: {
        _id: b.id,
        version: 1,
        products: [
          { _id: lines[0]._id, selected_quantity: 3, request_fields: [{ name: 'Rooms', value: '3' }] },
          { product_id: product.id, selected_product_variant_id: variant.id, selected_quantity: 1 },
          { is_custom: true, name: 'Balcony', selling_price: 49.99, selected_quantity: 1 },
        ],
        discount: { type: 'PERCENTAGE', value: 10 },
      },
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as OrderWriteReply).data;
    expect(data.products.map((p) => [p.name, p.selected_quantity, p.selling_price])).toEqual([
      ['Deep cleaning', 3, 100],
      ['Sofa', 1, 250],
      ['Balcony', 1, 49.99],
    ]);
    expect(data.products[0].request_fields).toEqual([{ name: 'Rooms', value: '3' }]);
    // sub 599.99; 10% = 60.00; taxable 539.99; 9% + 9% = 48.60 + 48.60 (48.5991 each rounds to 48.60)
    expect(data).toMatchObject({
      sub_total: 599.99,
      discount_value: 60,
      tax: 97.2,
      total: 637.19,
      version: 2,
    });
    expect(data.discounts).toEqual([{ type: 'PERCENTAGE', discount_value: 60 }]);
    const totals = (
      await app.inject({
        method: 'GET',
        url: '/api/store/order/details',
        query: { id: b.id },
        headers: authHeader(token),
      })
    ).json() as OrderDetailsReply;
    expect(totals.total).toMatchObject({
      items: 3,
      quantity: 5,
      sub_total: 599.99,
      tax: 97.2,
      total: 637.19,
    });
    expect(totals.total.taxes.map((t) => [t.name, t.amount])).toEqual([
      ['CGST', 48.6],
      ['SGST', 48.6],
    ]);
  });

  it('refuses a line id of another booking and an unknown product, writing nothing', async () => {
    const b = await newBooking();
    const other = await newBooking();
    const otherLine = (await details(other.id)).data.products[0]._id;
    const r1 = await put('products', {
      _id: b.id,
      version: 1,
      products: [{ _id: otherLine, selected_quantity: 1 }],
    });
    expect(r1.status).toBe(400);
    const r2 = await put('products', {
      _id: b.id,
      version: 1,
      products: [{ product_id: other.id, selected_quantity: 1 }],
    });
    expect(r2.status).toBe(400);
    expect(r2.body.message).toBe('Selected product is unavailable');
    expect((await details(b.id)).data).toMatchObject({ version: 1, sub_total: 200 });
  });
});
