import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Col, Form } from 'antd';
import { AddressModal, type AddressTextFieldSpec } from '../address-modal';
import { ADDRESS_MODAL_TEXTS as T } from '../address-modal-texts';

jest.setTimeout(120_000);

// jsdom has no pseudo-element styles; antd's Modal asks for them to measure the scrollbar.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

type Values = {
  _id?: string;
  street?: string;
  city?: string;
  landmark?: string;
  is_default?: boolean;
  latitude?: number | null;
  longitude?: number | null;
};

const FIELDS: AddressTextFieldSpec<Values>[] = [
  { name: 'street', label: 'Street', maxLength: 300, span: 24 },
  { name: 'city', label: 'City', maxLength: 100 },
  { name: 'landmark', label: 'Landmark', maxLength: 100 },
];

/** A customer's address list as the screens use the modal: New, Edit per address, save adds or replaces. */
function Addresses({ onSaved }: { onSaved: (values: Values) => void }) {
  const [list, setList] = useState<Values[]>([
    { _id: 'a1', street: '1 Lake Road', city: 'Pune', is_default: true },
    { _id: 'a2', street: '2 Hill Street', city: 'Mumbai', is_default: false },
  ]);
  const [editing, setEditing] = useState<{ address: Values | null } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setEditing({ address: null })}>
        New Address
      </button>
      {list.map((a) => (
        <button key={a._id} type="button" onClick={() => setEditing({ address: a })}>
          Edit {a.street}
        </button>
      ))}
      <AddressModal<Values>
        open={editing !== null}
        title={editing?.address ? 'Edit Address' : 'New Address'}
        initial={editing?.address ?? {}}
        saving={false}
        onCancel={() => setEditing(null)}
        onSave={(values) => {
          onSaved(values);
          const saved = { ...values, _id: editing?.address?._id ?? `a${list.length + 1}` };
          setList((old) =>
            old.some((a) => a._id === saved._id)
              ? old.map((a) => (a._id === saved._id ? saved : a))
              : [...old, saved],
          );
          setEditing(null);
        }}
        fields={FIELDS}
      >
        <Col span={24}>
          <Form.Item name="is_default" valuePropName="checked">
            <Checkbox>Default</Checkbox>
          </Form.Item>
        </Col>
      </AddressModal>
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}
async function close(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: T.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

it('shows exactly the address it was opened for: New is empty, Edit shows that address, also one just added', async () => {
  const user = userEvent.setup();
  const onSaved = jest.fn();
  render(<Addresses onSaved={onSaved} />);

  let dialog = await openDialog(user, 'Edit 1 Lake Road');
  expect(within(dialog).getByLabelText('Street')).toHaveValue('1 Lake Road');
  expect(within(dialog).getByRole('checkbox', { name: 'Default' })).toBeChecked();
  await close(user, dialog);

  // New after an Edit: empty, Default not ticked.
  dialog = await openDialog(user, 'New Address');
  expect(within(dialog).getByLabelText('Street')).toHaveValue('');
  expect(within(dialog).getByLabelText('City')).toHaveValue('');
  expect(within(dialog).getByRole('checkbox', { name: 'Default' })).not.toBeChecked();
  await close(user, dialog);

  // Edit of another address after an Edit: that address.
  dialog = await openDialog(user, 'Edit 1 Lake Road');
  await close(user, dialog);
  dialog = await openDialog(user, 'Edit 2 Hill Street');
  expect(within(dialog).getByLabelText('Street')).toHaveValue('2 Hill Street');
  expect(within(dialog).getByLabelText('City')).toHaveValue('Mumbai');
  expect(within(dialog).getByRole('checkbox', { name: 'Default' })).not.toBeChecked();
  await close(user, dialog);

  // Add one, then edit it: it shows in full, and saving a new landmark keeps every field.
  dialog = await openDialog(user, 'New Address');
  await user.type(within(dialog).getByLabelText('Street'), '3 River Lane');
  await user.type(within(dialog).getByLabelText('City'), 'Nashik');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  dialog = await openDialog(user, 'Edit 3 River Lane');
  expect(within(dialog).getByLabelText('Street')).toHaveValue('3 River Lane');
  expect(within(dialog).getByLabelText('City')).toHaveValue('Nashik');
  await user.type(within(dialog).getByLabelText('Landmark'), 'Near the bridge');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  await waitFor(() =>
    expect(onSaved).toHaveBeenLastCalledWith(
      expect.objectContaining({ street: '3 River Lane', city: 'Nashik', landmark: 'Near the bridge' }),
    ),
  );
});
