import { ADDRESS_PART_LABELS } from '@storedesk/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast, type SaveAddressBody } from '@storedesk/shared';
import type { MapPickerProps } from '@storedesk/shared/ui';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import { ShippingAddressPicker } from '../index';
import { CUSTOMER_TEXTS as T } from '../customer-texts';
import { makeAddress, makeCustomerDetail } from './customer-fixtures';

// The real map needs Google, which cannot run in jsdom (the shared picker has its own tests); this stand-in
// answers with one located point so the address modal's side can be checked.
// `mock` names: the only outer names a hoisted jest.mock factory may use.
const MOCK_POINT = {
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip_code: '560001',
  country: '',
  latitude: 12.9756,
  longitude: 77.6067,
};
const mockMapProps: MapPickerProps[] = [];
jest.mock('@storedesk/shared/ui', () => ({
  ...jest.requireActual('@storedesk/shared/ui'),
  MapPicker: (props: MapPickerProps) => {
    mockMapProps.push(props);
    return props.open ? (
      <button type="button" onClick={() => props.onPick(MOCK_POINT)}>
        Fake map: use point
      </button>
    ) : null;
  },
}));

jest.setTimeout(240_000);

const customer = makeCustomerDetail(1, [makeAddress(1)]);
const saves: SaveAddressBody[] = [];
const server = setupServer(
  http.put(apiUrl('customer/address'), async ({ request }) => {
    const body = (await request.json()) as SaveAddressBody;
    saves.push(body);
    return HttpResponse.json({
      message: 'Address saved successfully',
      title: 'Address Saved',
      data: makeAddress(1, { ...body.address, _id: makeAddress(1)._id }),
    });
  }),
  http.get(apiUrl('customer'), () => HttpResponse.json({ data: customer })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

it('fills the address from the map point, keeps what the map does not know, and saves the point', async () => {
  jest.spyOn(toast, 'success').mockImplementation(() => undefined);
  const onCustomerUpdated = jest.fn();
  const { user } = renderWithProviders(
    <ShippingAddressPicker
      customer={customer}
      value={null}
      onChange={jest.fn()}
      onCustomerUpdated={onCustomerUpdated}
    />,
  );
  await user.click(screen.getByRole('button', { name: `${T.edit} Meera Kapoor, 1 Lake Road` }));
  const dialog = await screen.findByRole('dialog', { name: T.editAddress });
  await user.click(within(dialog).getByRole('button', { name: T.pickOnMap }));
  expect(screen.queryByRole('button', { name: 'Fake map: use point' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Fake map: use point' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Fake map: use point' })).not.toBeInTheDocument(),
  );
  // The saved point is where the marker starts.
  expect(mockMapProps.at(-1)?.initial).toEqual({ latitude: 12.97, longitude: 77.64 });

  expect(within(dialog).getByLabelText(ADDRESS_PART_LABELS.street)).toHaveValue('12 MG Road');
  expect(within(dialog).getByLabelText(ADDRESS_PART_LABELS.zip_code)).toHaveValue('560001');
  expect(within(dialog).getByLabelText(ADDRESS_PART_LABELS.country)).toHaveValue('India');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  await waitFor(() => expect(onCustomerUpdated).toHaveBeenCalled());
  expect(saves[0].address).toMatchObject({
    _id: makeAddress(1)._id,
    street: '12 MG Road',
    city: 'Bengaluru',
    zip_code: '560001',
    country: 'India',
    locality: 'Indiranagar',
    latitude: 12.9756,
    longitude: 77.6067,
  });
});
