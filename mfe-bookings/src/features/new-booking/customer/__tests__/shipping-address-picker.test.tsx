import { ADDRESS_PART_LABELS } from '@storedesk/shared/ui';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast, type CustomerDetail, type OrderAddress, type SaveAddressBody } from '@storedesk/shared';
import { MAP_OPEN_DELAY_MS, MAP_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import { ShippingAddressPicker } from '../index';
import { toOrderAddress } from '../address-mapping';
import { CUSTOMER_TEXTS as T } from '../customer-texts';
import { makeAddress, makeCustomerDetail } from './customer-fixtures';

jest.setTimeout(240_000);

const NEW_ID = '10000000-0000-4000-8000-000000000099';
let customer: CustomerDetail = makeCustomerDetail(1);
let saveFail: { status: number; message: string; title: string } | null = null;
const saves: SaveAddressBody[] = [];
let detailCalls = 0;

const server = setupServer(
  http.put(apiUrl('customer/address'), async ({ request }) => {
    const body = (await request.json()) as SaveAddressBody;
    saves.push(body);
    if (saveFail)
      return HttpResponse.json(
        { message: saveFail.message, title: saveFail.title },
        { status: saveFail.status },
      );
    const { _id, ...fields } = body.address;
    const saved = makeAddress(9, { ...fields, _id: _id ?? NEW_ID, is_default: false });
    customer = {
      ...customer,
      addresses: _id
        ? customer.addresses.map((a) => (a._id === _id ? saved : a))
        : [...customer.addresses, saved],
    };
    return HttpResponse.json({ message: 'Address saved successfully', title: 'Address Saved', data: saved });
  }),
  http.get(apiUrl('customer'), () => {
    detailCalls += 1;
    return HttpResponse.json({ data: customer });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  customer = makeCustomerDetail(1, [
    makeAddress(1),
    makeAddress(2, { street: '2 Hill Street', city: 'Mysuru' }),
  ]);
  saveFail = null;
  saves.length = 0;
  detailCalls = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function spies() {
  return {
    success: jest.spyOn(toast, 'success').mockImplementation(() => undefined),
    error: jest.spyOn(toast, 'error').mockImplementation(() => undefined),
  };
}

/** The picker as the booking screen holds it: customer and address in state, every call recorded. */
function renderPicker(start: {
  customer: CustomerDetail | null;
  value?: OrderAddress | null;
  disabled?: boolean;
}) {
  const changes: (OrderAddress | null)[] = [];
  const updates: CustomerDetail[] = [];
  function Harness() {
    const [current, setCurrent] = useState(start.customer);
    const [value, setValue] = useState<OrderAddress | null>(start.value ?? null);
    return (
      <ShippingAddressPicker
        customer={current}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        onCustomerUpdated={(next) => {
          updates.push(next);
          setCurrent(next);
        }}
        disabled={start.disabled}
      />
    );
  }
  return { changes, updates, ...renderWithProviders(<Harness />) };
}

const radioFor = (street: string) =>
  screen
    .getAllByRole('radio')
    .find((radio) => radio.closest('label')?.textContent?.includes(street)) as HTMLElement;

describe('ShippingAddressPicker', () => {
  it('with no customer shows only a hint', () => {
    renderPicker({ customer: null });
    expect(screen.getByText(T.noCustomerHint)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists the saved addresses, marks the chosen one, and hands over the one clicked in the booking shape', async () => {
    const { user, changes } = renderPicker({
      customer,
      value: { ...makeAddress(1), _id: undefined, is_default: undefined } as unknown as OrderAddress,
    });
    expect(radioFor('1 Lake Road')).toBeChecked();
    expect(radioFor('2 Hill Street')).not.toBeChecked();
    await user.click(radioFor('2 Hill Street'));
    expect(changes).toEqual([
      {
        first_name: 'Meera',
        last_name: 'Kapoor',
        street: '2 Hill Street',
        locality: 'Indiranagar',
        landmark: 'Near the park',
        city: 'Mysuru',
        state: 'Karnataka',
        zip_code: '560038',
        country: 'India',
        country_code: 'IN',
        phone_dialing_code: '+91',
        phone_no: '9845012345',
        latitude: 12.97,
        longitude: 77.64,
      },
    ]);
    await waitFor(() => expect(radioFor('2 Hill Street')).toBeChecked());
    expect(radioFor('1 Lake Road')).not.toBeChecked();
  });

  it('when disabled, lets nothing be chosen, added or edited', async () => {
    const { changes } = renderPicker({ customer, disabled: true });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: T.addAddress })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${T.edit} Meera Kapoor, 2 Hill Street` })).toBeDisabled();
    expect(changes).toHaveLength(0);
  });

  it('shows a booking address that is not among the saved ones until another is chosen', async () => {
    const { user } = renderPicker({
      customer,
      value: { ...toOrderAddress(makeAddress(5, { street: '5 Cart Lane' }), customer) },
    });
    expect(screen.getByText(T.otherChosen)).toBeInTheDocument();
    expect(screen.getByText(/5 Cart Lane/)).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.click(radioFor('1 Lake Road'));
    await waitFor(() => expect(screen.queryByText(T.otherChosen)).not.toBeInTheDocument());
  });

  it("refuses to save an empty address with 'Please enter address details to save.'", async () => {
    const toasts = spies();
    const { user } = renderPicker({ customer });
    await user.click(screen.getByRole('button', { name: T.addAddress }));
    const dialog = await screen.findByRole('dialog', { name: T.addAddress });
    await user.type(within(dialog).getByLabelText(ADDRESS_PART_LABELS.street), '   ');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.missingTitle, T.emptyAddress));
    expect(saves).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: T.addAddress })).toBeInTheDocument();
  });

  it('adds an address, reloads the customer and chooses the new address', async () => {
    const toasts = spies();
    const { user, changes, updates } = renderPicker({ customer });
    await user.click(screen.getByRole('button', { name: T.addAddress }));
    const dialog = await screen.findByRole('dialog', { name: T.addAddress });
    await user.type(within(dialog).getByLabelText(ADDRESS_PART_LABELS.street), ' 7 Temple Street ');
    await user.type(within(dialog).getByLabelText(ADDRESS_PART_LABELS.city), 'Bengaluru');
    await user.type(within(dialog).getByLabelText(ADDRESS_PART_LABELS.zip_code), '560001');
    await user.click(within(dialog).getByRole('button', { name: T.save }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(saves).toHaveLength(1);
    expect(saves[0].customer_id).toBe(customer._id);
    expect(saves[0].address).toMatchObject({
      street: '7 Temple Street',
      city: 'Bengaluru',
      zip_code: '560001',
      first_name: '',
      country_code: 'IN',
      latitude: null,
      longitude: null,
    });
    expect(saves[0].address._id).toBeUndefined();
    expect(detailCalls).toBe(1);
    expect(updates[0].addresses.map((a) => a._id)).toContain(NEW_ID);
    expect(changes.at(-1)).toMatchObject({
      street: '7 Temple Street',
      city: 'Bengaluru',
      zip_code: '560001',
    });
    expect(toasts.success).toHaveBeenCalledWith('Address Saved', 'Address saved successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(radioFor('7 Temple Street')).toBeChecked();
  });

  it('edits an address by its id, and shows the server title and message when saving fails', async () => {
    const toasts = spies();
    const { user, changes, updates } = renderPicker({ customer });
    await user.click(screen.getByRole('button', { name: `${T.edit} Meera Kapoor, 2 Hill Street` }));
    const dialog = await screen.findByRole('dialog', { name: T.editAddress });
    const street = within(dialog).getByLabelText(ADDRESS_PART_LABELS.street);
    expect(street).toHaveValue('2 Hill Street');

    saveFail = { status: 404, message: 'Address not found', title: 'Address' };
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Address', 'Address not found'));
    expect(updates).toHaveLength(0);

    saveFail = null;
    await user.clear(street);
    await user.type(street, '3 Hill Street');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(saves.at(-1)?.address).toMatchObject({
      _id: makeAddress(2)._id,
      street: '3 Hill Street',
      city: 'Mysuru',
      latitude: 12.97,
      longitude: 77.64,
    });
    expect(changes.at(-1)).toMatchObject({ street: '3 Hill Street' });
    expect(updates[0].addresses).toHaveLength(2);
  });

  it("opens the map 200 ms after 'Pick on map'; without a maps key it says 'Error in loading maps' and the address is typed by hand", async () => {
    const toasts = spies();
    const { user, updates } = renderPicker({ customer });
    await user.click(screen.getByRole('button', { name: T.addAddress }));
    const dialog = await screen.findByRole('dialog', { name: T.addAddress });
    await user.click(within(dialog).getByRole('button', { name: T.pickOnMap }));
    // Not at once: the map comes MAP_OPEN_DELAY_MS (200 ms) after the click.
    expect(MAP_OPEN_DELAY_MS).toBe(200);
    expect(screen.queryByText(MAP_TEXTS.loadError)).not.toBeInTheDocument();

    // Found by its content: in jsdom every antd dialog is labelled by the same test id.
    const map = (await screen.findByText(MAP_TEXTS.loadError)).closest('[role="dialog"]') as HTMLElement;
    expect(map).toHaveTextContent(MAP_TEXTS.title);
    expect(within(map).getByText(MAP_TEXTS.loadError)).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalledWith(MAP_TEXTS.loadError);
    await user.click(within(map).getByText(MAP_TEXTS.close));
    await waitFor(() => expect(screen.queryByText(MAP_TEXTS.loadError)).not.toBeInTheDocument());

    await user.type(within(dialog).getByLabelText(ADDRESS_PART_LABELS.street), '8 Ring Road');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(saves[0].address.street).toBe('8 Ring Road');
  });
});
