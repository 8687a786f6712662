import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { toast, type Order, type OrderDetailsReply, type RequestFieldSchema } from '@storedesk/shared';
import { apiUrl, makeEmployee, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import { UNSAVED_MODAL_TEXTS } from '@storedesk/shared/ui';
import { SERVICE_PICKER_TEXTS as P } from '../../service-picker';
import {
  BHK2_ID,
  CLEANING,
  CLEANING_FIELDS,
  CLEANING_ID,
  SOFA,
  SOFA_ID,
} from '../../shared/testing/service-fixtures';
import OrderDetailsContainer from '../details/order-details-container';
import { DETAILS_TEXTS as T } from '../details/order-details-texts';
import { COMPLETED_MASTER_ID, STATUSES, makeOrder } from '../testing/order-factories';

jest.setTimeout(240_000);

/** An error answer as the API sends it; the code is the status's when not given (like the kit's mocks). */
type Fail = { status: number; message: string; title: string; code?: string } | null;
let order: Order = makeOrder();
let fail: Fail = null;
let formFail = false;
const forms: Record<string, { is_available: boolean; request_fields: RequestFieldSchema[] }> = {};
const writes: Record<string, unknown>[] = [];

const server = setupServer(
  // The summary edit's lookups (not under test here).
  http.get(apiUrl('store/delivery_slot/all'), () => HttpResponse.json({ data: [], pages: 1, total: 0 })),
  http.get(apiUrl('store/delivery_type/all'), () => HttpResponse.json({ data: [], pages: 1, total: 0 })),
  http.get(apiUrl('master/payment_method/all'), () => HttpResponse.json({ data: [], pages: 1, total: 0 })),
  http.get(apiUrl('store/order/details'), () => {
    const reply: OrderDetailsReply = {
      data: order,
      total: {
        items: order.products.length,
        quantity: 3,
        sub_total: order.sub_total,
        discount_value: 0,
        discount_by_points: 0,
        taxes: [],
        tax: 0,
        delivery_cost: 0,
        total: order.total,
      },
    };
    return HttpResponse.json(reply);
  }),
  http.get(apiUrl('store/order_status/all'), () => HttpResponse.json({ data: STATUSES, pages: 1, total: 3 })),
  http.get(apiUrl('store/payment/all'), () => HttpResponse.json({ data: [], pages: 0, total: 0 })),
  http.get(apiUrl('store/product/all'), () =>
    HttpResponse.json({ data: [CLEANING, SOFA], pages: 1, total: 2 }),
  ),
  http.get(apiUrl('store/product/form'), ({ request }) => {
    if (formFail) return HttpResponse.json({ message: 'form store down', title: 'Error' }, { status: 500 });
    const id = new URL(request.url).searchParams.get('product_id') ?? '';
    return HttpResponse.json({ data: forms[id] ?? { is_available: false, request_fields: [] } });
  }),
  http.put(apiUrl('store/order/products'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push(body);
    if (fail)
      return HttpResponse.json(
        { message: fail.message, title: fail.title, code: fail.code },
        { status: fail.status },
      );
    order = { ...order, version: order.version + 1 };
    return HttpResponse.json({ message: 'ok', title: 'ok', data: order });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  order = makeOrder();
  fail = null;
  formFail = false;
  forms[CLEANING_ID] = { is_available: true, request_fields: CLEANING_FIELDS };
  forms[SOFA_ID] = { is_available: false, request_fields: [] };
  writes.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderDetails(role: 'ADMIN' | 'FINANCE' = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailsContainer />} />
    </Routes>,
    {
      route: `/orders/${order._id}`,
      session: { store: makeStore({ currency: 'INR' }), employee: makeEmployee({ employee_type: role }) },
    },
  );
}

function spies() {
  return {
    success: jest.spyOn(toast, 'success').mockImplementation(() => undefined),
    error: jest.spyOn(toast, 'error').mockImplementation(() => undefined),
    info: jest.spyOn(toast, 'info').mockImplementation(() => undefined),
  };
}

/** antd gives every dialog title the same id under test, so a dialog is found by its title text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

const kept = () =>
  order.products.map((line) => ({
    _id: line._id,
    selected_quantity: line.selected_quantity,
    request_fields: line.request_fields,
  }));

describe('booking details: services', () => {
  it('adds a service with the lines it has, and says when adding fails', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    const before = kept();
    await user.click(screen.getByRole('button', { name: T.addService }));
    let picker = await dialogTitled(P.title);
    await user.type(within(picker).getByRole('searchbox', { name: P.search }), 'Sofa');
    await user.click(await within(picker).findByRole('radio', { name: /Sofa Shampoo - ₹799\.00/ }));
    await user.click(within(picker).getByRole('button', { name: P.add }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.serviceAdded));
    expect(writes[0]).toEqual({
      _id: order._id,
      version: 1,
      products: [
        ...before,
        { product_id: SOFA_ID, selected_product_variant_id: null, selected_quantity: 2, request_fields: [] },
      ],
    });
    // The picker closes once the booking has the service.
    await waitFor(() => expect(screen.queryByRole('searchbox', { name: P.search })).not.toBeInTheDocument());

    fail = { status: 500, message: 'nope', title: 'Error' };
    await user.click(screen.getByRole('button', { name: T.addService }));
    picker = await dialogTitled(P.title);
    await user.type(within(picker).getByRole('searchbox', { name: P.search }), 'Sofa');
    await user.click(await within(picker).findByRole('radio', { name: /Sofa Shampoo/ }));
    await user.click(within(picker).getByRole('button', { name: P.add }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.addError, 'nope'));
    expect(writes[1].version).toBe(2);
    // Still open, so the user can try again.
    expect(within(picker).getByRole('radio', { name: /Sofa Shampoo/ })).toBeChecked();
  });

  it('adds a catalogue service with its request form, and a custom service', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    const before = kept();
    await user.click(screen.getByRole('button', { name: T.addService }));
    const picker = await dialogTitled(P.title);
    await user.type(within(picker).getByRole('searchbox', { name: P.search }), 'Deep');
    await user.click(await within(picker).findByRole('radio', { name: /Deep Home Cleaning/ }));
    await user.click(within(picker).getByRole('combobox', { name: P.variant }));
    await user.click(await screen.findByTitle('2 BHK - ₹1,499.00'));
    await user.click(within(picker).getByRole('button', { name: P.add }));
    const form = await dialogTitled(P.requestForm('Deep Home Cleaning (2 BHK)'));
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Balcony' }));
    await user.click(within(form).getByRole('button', { name: P.save }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.serviceAdded));
    expect(writes[0].products).toEqual([
      ...before,
      {
        product_id: CLEANING_ID,
        selected_product_variant_id: BHK2_ID,
        selected_quantity: 1,
        request_fields: [
          { name: 'Pets at home', value: 'No' },
          { name: 'Rooms to skip', value: ['Balcony'] },
        ],
      },
    ]);

    await waitFor(() => expect(screen.queryByRole('searchbox', { name: P.search })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.addService }));
    const again = await dialogTitled(P.title);
    await user.click(within(again).getByRole('button', { name: P.customService }));
    const custom = await dialogTitled(P.customService);
    await user.type(within(custom).getByLabelText(P.customName), 'Chimney clean');
    await user.type(within(custom).getByLabelText(P.customPrice), '450');
    await user.click(within(custom).getByRole('button', { name: P.add }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect((writes[1].products as unknown[]).at(-1)).toEqual({
      selected_quantity: 1,
      request_fields: [],
      is_custom: true,
      name: 'Chimney clean',
      selling_price: 450,
    });
    expect(writes[1].version).toBe(2);
  });

  it('edits the request fields of a line with its current answers, with the success and error texts', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    // A custom line has no form to edit.
    expect(screen.queryByRole('button', { name: `${T.editFields} Balcony wash` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${T.editFields} Deep Home Cleaning` }));
    const cancelled = await dialogTitled(T.editFieldsTitle('Deep Home Cleaning'));
    // A cancelled edit is forgotten: the next opening starts from the line's answers again.
    await user.click(within(cancelled).getByRole('radio', { name: 'No' }));
    await user.click(within(cancelled).getByRole('button', { name: P.cancel }));
    // With an answer changed, Cancel asks before dropping it (issue 21).
    expect(await screen.findByText(UNSAVED_MODAL_TEXTS.content)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: UNSAVED_MODAL_TEXTS.leave }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByText(T.editFieldsTitle('Deep Home Cleaning'))).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: `${T.editFields} Deep Home Cleaning` }));
    const form = await dialogTitled(T.editFieldsTitle('Deep Home Cleaning'));
    // The saved answer is shown; only the fields of the line's variant (2 BHK) are asked.
    expect(within(form).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(form).queryByText('Third bedroom notes')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: P.save }));
    // The mandatory multi-choice has no answer yet.
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(P.mandatory));
    expect(writes).toHaveLength(0);
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Kitchen' }));
    await user.click(within(form).getByRole('button', { name: P.save }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.fieldsUpdated));
    const [first, second] = order.products;
    expect(writes[0]).toEqual({
      _id: order._id,
      version: 1,
      products: [
        {
          _id: first._id,
          selected_quantity: 2,
          request_fields: [
            { name: 'Pets at home', value: 'No' },
            { name: 'Rooms to skip', value: ['Kitchen'] },
          ],
        },
        { _id: second._id, selected_quantity: 1, request_fields: [] },
      ],
    });
    await waitFor(() =>
      expect(screen.queryByText(T.editFieldsTitle('Deep Home Cleaning'))).not.toBeInTheDocument(),
    );

    fail = { status: 500, message: 'nope', title: 'Error' };
    await user.click(screen.getByRole('button', { name: `${T.editFields} Deep Home Cleaning` }));
    const again = await dialogTitled(T.editFieldsTitle('Deep Home Cleaning'));
    await user.click(within(again).getByRole('checkbox', { name: 'Balcony' }));
    await user.click(within(again).getByRole('button', { name: P.save }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.fieldsError, 'nope'));
    expect(writes[1].version).toBe(2);
  });

  it('says when the form cannot be loaded, or when the service has no fields to fill', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    formFail = true;
    await user.click(screen.getByRole('button', { name: `${T.editFields} Deep Home Cleaning` }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.fieldsError, 'form store down'));

    formFail = false;
    forms[CLEANING_ID] = { is_available: false, request_fields: CLEANING_FIELDS };
    await user.click(screen.getByRole('button', { name: `${T.editFields} Deep Home Cleaning` }));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith(T.noRequestForm));
    expect(screen.queryByText(T.editFieldsTitle('Deep Home Cleaning'))).not.toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it("shows the server's conflict message when the booking changed meanwhile", async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    fail = {
      status: 409,
      message: 'This booking was changed by someone else.',
      title: 'Booking Changed',
      code: 'CHANGED_ELSEWHERE',
    };
    await user.click(screen.getByRole('button', { name: T.addService }));
    const picker = await dialogTitled(P.title);
    await user.type(within(picker).getByRole('searchbox', { name: P.search }), 'Sofa');
    await user.click(await within(picker).findByRole('radio', { name: /Sofa Shampoo/ }));
    await user.click(within(picker).getByRole('button', { name: P.add }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Booking Changed',
        'This booking was changed by someone else.',
      ),
    );
    expect(toasts.error).not.toHaveBeenCalledWith(T.addError, expect.anything());
  });

  it('offers no service edits on a completed booking or to a role without the permission', async () => {
    const { unmount } = renderDetails('FINANCE');
    await screen.findByText(T.title(1001));
    expect(screen.getByRole('button', { name: T.addService })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${T.editFields} Deep Home Cleaning` })).toBeDisabled();
    unmount();

    order = makeOrder({
      is_completed: true,
      current_status: {
        status_name: 'Completed',
        status_id: STATUSES[2]._id,
        master_order_status_id: COMPLETED_MASTER_ID,
        updated_by: null,
      },
    });
    renderDetails();
    await screen.findByText(T.completedNote);
    expect(screen.getByRole('button', { name: T.addService })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${T.editFields} Deep Home Cleaning` })).toBeDisabled();
  });
});
