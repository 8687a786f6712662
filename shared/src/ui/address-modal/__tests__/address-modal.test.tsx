import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Col, Form, InputNumber } from 'antd';
import { toast } from '../../toast';
import type { MapPickerProps } from '../../map-picker/map-picker';
import { MAP_TEXTS } from '../../map-picker/map-texts';
import { AddressModal, MAP_OPEN_DELAY_MS, type AddressTextFieldSpec } from '../address-modal';
import { ADDRESS_MODAL_TEXTS as T } from '../address-modal-texts';

jest.setTimeout(120_000);

// jsdom has no pseudo-element styles; antd's Modal asks for them to measure the scrollbar.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

type Values = {
  street?: string;
  city?: string;
  country?: string;
  note?: string;
  latitude?: number | null;
  longitude?: number | null;
};

const FIELDS: AddressTextFieldSpec<Values>[] = [
  { name: 'street', label: 'Street', maxLength: 300, span: 24 },
  { name: 'city', label: 'City', maxLength: 100 },
  { name: 'country', label: 'Country', maxLength: 100 },
];

/** Stands in for the Google map: one button hands back a point whose country the geocoder does not know. */
function FakeMap({ open, onPick }: MapPickerProps) {
  return open ? (
    <button
      type="button"
      onClick={() =>
        onPick({
          street: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zip_code: '560001',
          country: '',
          latitude: 12.97,
          longitude: 77.6,
        })
      }
    >
      Fake map: use point
    </button>
  ) : null;
}

afterEach(() => jest.restoreAllMocks());

describe('AddressModal', () => {
  it('shows the typed fields and hands back the whole form, the hidden point included', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(
      <AddressModal<Values>
        open
        title="Edit address"
        initial={{ street: '1 Lake Road', latitude: 1.5, longitude: 2.5 }}
        saving={false}
        onCancel={jest.fn()}
        onSave={onSave}
        fields={FIELDS}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Edit address');
    expect(within(dialog).getByLabelText('Street')).toHaveValue('1 Lake Road');
    expect(within(dialog).getByLabelText('Street')).toHaveAttribute('maxlength', '300');
    expect(within(dialog).getByLabelText('City')).toHaveAttribute('maxlength', '100');
    await user.type(within(dialog).getByLabelText('City'), 'Pune');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        street: '1 Lake Road',
        city: 'Pune',
        latitude: 1.5,
        longitude: 2.5,
      }),
    );
  });

  it('opens the map 200 ms after the click; the point fills what it knows and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(
      <AddressModal<Values>
        open
        title="New address"
        initial={{}}
        saving={false}
        onCancel={jest.fn()}
        onSave={onSave}
        fields={FIELDS}
        mapPicker={FakeMap}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Country'), 'India');
    await user.click(within(dialog).getByRole('button', { name: T.pickOnMap }));
    expect(MAP_OPEN_DELAY_MS).toBe(200);
    // Not at once: the map comes MAP_OPEN_DELAY_MS after the click.
    expect(screen.queryByRole('button', { name: 'Fake map: use point' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Fake map: use point' }));
    expect(screen.queryByRole('button', { name: 'Fake map: use point' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Street')).toHaveValue('12 MG Road');
    expect(within(dialog).getByLabelText('Country')).toHaveValue('India');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({
      street: '12 MG Road',
      city: 'Bengaluru',
      country: 'India',
      latitude: 12.97,
      longitude: 77.6,
    });
  });

  it("says 'Error in loading maps' without a maps key, and the address is typed by hand", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(
      <AddressModal<Values>
        open
        title="New address"
        initial={{}}
        saving={false}
        onCancel={jest.fn()}
        onSave={onSave}
        fields={FIELDS}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: T.pickOnMap }));
    const map = (await screen.findByText(MAP_TEXTS.loadError)).closest('[role="dialog"]') as HTMLElement;
    expect(error).toHaveBeenCalledWith(MAP_TEXTS.loadError);
    await user.click(within(map).getByText(MAP_TEXTS.close));
    await waitFor(() => expect(screen.queryByText(MAP_TEXTS.loadError)).not.toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('Street'), '8 Ring Road');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ street: '8 Ring Road' }));
  });

  it('puts extra fields in the grid, which reach the form and may show the point themselves', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    function NoteAndPoint() {
      const form = Form.useFormInstance<Values>();
      return (
        <>
          <Col span={24}>
            <button type="button" onClick={() => form.setFieldValue('note', 'from the form')}>
              Fill note
            </button>
          </Col>
          <Col span={12}>
            <Form.Item name="latitude" label="Latitude">
              <InputNumber />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="longitude" label="Longitude">
              <InputNumber />
            </Form.Item>
          </Col>
        </>
      );
    }
    render(
      <AddressModal<Values>
        open
        title="New address"
        initial={{ latitude: 3, longitude: 4 }}
        saving={false}
        onCancel={jest.fn()}
        onSave={onSave}
        fields={FIELDS}
        childrenShowPoint
      >
        <NoteAndPoint />
      </AddressModal>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Latitude')).toHaveValue('3');
    await user.click(within(dialog).getByRole('button', { name: 'Fill note' }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ note: 'from the form', latitude: 3, longitude: 4 }),
    );
  });
});
