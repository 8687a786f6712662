import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast, type RequestFieldSchema } from '@storedesk/shared';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import { ServicePicker, SERVICE_PICKER_TEXTS as T, type PickedService } from '..';
import {
  AC,
  AC_FIELDS,
  AC_ID,
  BHK2_ID,
  CLEANING,
  CLEANING_FIELDS,
  CLEANING_ID,
  SOFA,
  SOFA_ID,
} from '../../shared/testing/service-fixtures';

jest.setTimeout(120_000);

const searches: URLSearchParams[] = [];
const formCalls: string[] = [];
const forms: Record<string, { is_available: boolean; request_fields: RequestFieldSchema[] } | 404> = {};

const server = setupServer(
  http.get(apiUrl('store/product/all'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    searches.push(params);
    const keyword = (params.get('filter.keyword') ?? '').toLowerCase();
    const data = [AC, CLEANING, SOFA].filter((p) => p.name.toLowerCase().includes(keyword));
    return HttpResponse.json({ data, pages: 1, total: data.length });
  }),
  http.get(apiUrl('store/product/form'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('product_id') ?? '';
    formCalls.push(id);
    const form = forms[id];
    if (form === 404 || !form)
      return HttpResponse.json(
        { message: 'Selected service is unavailable', title: 'Not Found' },
        { status: 404 },
      );
    return HttpResponse.json({ data: form });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  searches.length = 0;
  formCalls.length = 0;
  forms[CLEANING_ID] = { is_available: true, request_fields: CLEANING_FIELDS };
  forms[SOFA_ID] = { is_available: false, request_fields: [] };
  forms[AC_ID] = { is_available: true, request_fields: AC_FIELDS };
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderPicker(onAdd: (picked: PickedService) => void = jest.fn()) {
  const onClose = jest.fn();
  const result = renderWithProviders(<ServicePicker open onClose={onClose} onAdd={onAdd} />);
  return { ...result, onAdd, onClose };
}

const picker = () => screen.getByRole('dialog', { name: T.title });
/** antd gives every dialog title the same id under test, so a nested dialog is found by its title text. */
async function dialogTitled(title: string | RegExp): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

describe('service picker', () => {
  it('searches only from 3 characters, for services that can be booked', async () => {
    const { user } = renderPicker();
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'De');
    // Longer than the search delay: a settled 2-character keyword still sends nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(searches).toHaveLength(0);
    expect(screen.getByText(T.searchHint)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: T.search }), 'e');
    expect(await screen.findByRole('radio', { name: /Deep Home Cleaning - 1,499\.00/ })).toBeInTheDocument();
    expect(searches).toHaveLength(1);
    expect(searches[0].get('filter.keyword')).toBe('Dee');
    expect(searches[0].get('filter.is_available')).toBe('true');
    expect(screen.queryByRole('radio', { name: /Sofa/ })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: T.search }));
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'zzz');
    expect(await screen.findByText(T.noResults)).toBeInTheDocument();
  });

  it('adds a service without a form when the service has no active form, within its quantity limits', async () => {
    const { user, onAdd } = renderPicker();
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'Sofa');
    await user.click(await screen.findByRole('radio', { name: /Sofa Shampoo/ }));
    const quantity = screen.getByRole('spinbutton', { name: T.quantity });
    // The service's own minimum is the starting quantity.
    expect(quantity).toHaveValue('2');
    expect(quantity).toHaveAttribute('aria-valuemax', '4');
    // The person sees the limit, not only a spinner that stops.
    expect(within(picker()).getByText('Between 2 and 4 at a time')).toBeInTheDocument();
    await user.tripleClick(quantity);
    await user.keyboard('3');
    await user.click(within(picker()).getByRole('button', { name: T.add }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(formCalls).toEqual([SOFA_ID]);
    expect(onAdd).toHaveBeenCalledWith({
      line: {
        product_id: SOFA_ID,
        name: 'Sofa Shampoo',
        selected_quantity: 3,
        selected_product_variant_id: null,
        selling_price: 799,
        compare_at_price: 0,
        display_price: 799,
        common_price: true,
        request_fields: [],
      },
      name: 'Sofa Shampoo',
      variant_name: null,
    });
    expect(screen.queryByText(/Request details/)).not.toBeInTheDocument();
  });

  it('adds a service without a form when none of its fields is active', async () => {
    const { user, onAdd } = renderPicker();
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'AC S');
    await user.click(await screen.findByRole('radio', { name: /AC Service/ }));
    await user.click(within(picker()).getByRole('button', { name: T.add }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(formCalls).toEqual([AC_ID]);
    expect((onAdd as jest.Mock).mock.calls[0][0].line.request_fields).toEqual([]);
    expect(screen.queryByText(/Request details/)).not.toBeInTheDocument();
  });

  it("asks the variant's applicable fields in a form, and a mandatory multi-choice needs a choice", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user, onAdd } = renderPicker();
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'Deep');
    await user.click(await screen.findByRole('radio', { name: /Deep Home Cleaning/ }));
    // A service with variants needs one chosen first.
    expect(within(picker()).getByRole('button', { name: T.add })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: T.variant }));
    await user.click(await screen.findByTitle('2 BHK - 1,499.00'));
    await user.click(within(picker()).getByRole('button', { name: T.add }));

    const form = await dialogTitled(T.requestForm('Deep Home Cleaning (2 BHK)'));
    expect(within(form).getByText('Pets at home')).toBeInTheDocument();
    expect(within(form).getByText('Rooms to skip')).toBeInTheDocument();
    // Inactive fields and fields of another variant are not asked.
    expect(within(form).queryByText('Old question')).not.toBeInTheDocument();
    expect(within(form).queryByText('Third bedroom notes')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('button', { name: T.save }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.mandatory));
    expect(await within(form).findByText(T.mandatory)).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('checkbox', { name: 'Kitchen' }));
    await user.click(within(form).getByRole('button', { name: T.save }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith({
      line: expect.objectContaining({
        product_id: CLEANING_ID,
        selected_product_variant_id: BHK2_ID,
        selected_quantity: 1,
        request_fields: [
          { name: 'Pets at home', value: 'Yes' },
          { name: 'Rooms to skip', value: ['Kitchen'] },
        ],
      }),
      name: 'Deep Home Cleaning',
      variant_name: '2 BHK',
    });
    await waitFor(() => expect(screen.queryByText(/Request details/)).not.toBeInTheDocument());
  });

  it('keeps the form open with its answers when the save fails', async () => {
    const onAdd = jest.fn(() => Promise.reject(new Error('save failed')));
    const { user } = renderPicker(onAdd);
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'Deep');
    await user.click(await screen.findByRole('radio', { name: /Deep Home Cleaning/ }));
    await user.click(screen.getByRole('combobox', { name: T.variant }));
    await user.click(await screen.findByTitle('2 BHK - 1,499.00'));
    await user.click(within(picker()).getByRole('button', { name: T.add }));
    const form = await dialogTitled(/Request details/);
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Balcony' }));
    await user.click(within(form).getByRole('button', { name: T.save }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(within(form).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Balcony' })).toBeChecked();
  });

  it('says the service is unavailable when it is gone from the catalogue', async () => {
    forms[SOFA_ID] = 404;
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user, onAdd } = renderPicker();
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'Sofa');
    await user.click(await screen.findByRole('radio', { name: /Sofa Shampoo/ }));
    await user.click(within(picker()).getByRole('button', { name: T.add }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.productUnavailable));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds a custom service with its own name, price and quantity', async () => {
    const { user, onAdd } = renderPicker();
    await user.click(screen.getByRole('button', { name: T.customService }));
    const custom = await dialogTitled(T.customService);
    await user.click(within(custom).getByRole('button', { name: T.add }));
    expect(await within(custom).findByText(T.customNameRequired)).toBeInTheDocument();
    expect(within(custom).getByText(T.customPriceRequired)).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await user.type(within(custom).getByLabelText(T.customName), '  Balcony wash ');
    await user.type(within(custom).getByLabelText(T.customPrice), '250.5');
    const quantity = within(custom).getByLabelText(T.quantity);
    await user.tripleClick(quantity);
    await user.keyboard('3');
    await user.click(within(custom).getByRole('button', { name: T.add }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith({
      line: {
        name: 'Balcony wash',
        selected_quantity: 3,
        selling_price: 250.5,
        display_price: 250.5,
        request_fields: [],
        is_custom: true,
      },
      name: 'Balcony wash',
      variant_name: null,
    });
    expect(searches).toHaveLength(0);
  });
});
