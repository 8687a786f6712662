import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import {
  CUSTOMER_ID,
  page,
  pickCountry,
  renderForm,
  setupCustomerFormApi,
  submitButton,
} from './customer-form-setup';

// The profile fields: what create and update send, and the create screen's checks.
// antd forms, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const { posts, puts, lastPut } = setupCustomerFormApi();

describe('customer create', () => {
  it("refuses a customer with neither e-mail nor phone: 'Missing Fields'", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderForm('/customers/new');
    await user.type(await screen.findByLabelText(T.fields.first_name), 'Anil');
    await user.click(submitButton(T.create));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Missing Fields', 'Enter atleast either Phone Number or Email Id'),
    );
    expect(T.missingContact).toBe('Enter atleast either Phone Number or Email Id');
    expect(posts).toEqual([]);
  });

  it('sends every field with custom field rows, tags, the password and the addresses, then returns to the list', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm('/customers/new');
    await user.type(await screen.findByLabelText(T.fields.first_name), ' Meera ');
    await user.type(screen.getByLabelText(T.fields.last_name), 'Iyer');
    await user.type(screen.getByLabelText(T.fields.email), 'meera@example.test');
    await pickCountry(user, page(), T.fields.country, 'i', 'India (+91)');
    await user.type(screen.getByLabelText(T.fields.phone_no), '9876543210');
    await user.type(screen.getByLabelText(T.fields.customer_tags), 'vip,gold,');
    await user.type(screen.getByLabelText(T.fields.password), 'secret-123');
    await user.type(screen.getByLabelText(T.fields.points), '40');

    // Three rows, the middle one removed.
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: T.addCustomField }));
    expect(screen.getAllByTestId('custom-field-row')).toHaveLength(3);
    await user.type(screen.getByLabelText(`${T.customFieldName} 1`), 'Gate code');
    await user.type(screen.getByLabelText(`${T.customFieldValue} 1`), '1234');
    await user.type(screen.getByLabelText(`${T.customFieldName} 2`), 'Dropped');
    await user.type(screen.getByLabelText(`${T.customFieldName} 3`), 'Floor');
    await user.type(screen.getByLabelText(`${T.customFieldValue} 3`), '3');
    await user.click(screen.getByRole('button', { name: `${T.removeCustomField} 2` }));
    expect(screen.getAllByTestId('custom-field-row')).toHaveLength(2);

    // Two addresses kept on the screen; deleting one asks first.
    for (const [street, city] of [
      ['1 Park Street', 'Pune'],
      ['2 Lake Road', 'Mumbai'],
    ]) {
      await user.click(screen.getByRole('button', { name: T.newAddress }));
      const dialog = (await screen.findAllByRole('dialog')).pop()!;
      await user.type(within(dialog).getByLabelText(T.addressFields.street), street);
      await user.type(within(dialog).getByLabelText(T.addressFields.city), city);
      if (city === 'Pune') await pickCountry(user, dialog, T.addressFields.country, 'ind', 'India (+91)');
      await user.click(within(dialog).getByRole('button', { name: T.save }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await user.click(screen.getByRole('button', { name: `${T.delete} 2 Lake Road` }));
    const [confirmTitle] = await screen.findAllByText(T.addressDeleteConfirm);
    await user.click(
      within(confirmTitle.closest('[role="dialog"]') as HTMLElement).getByText(CONFIRM_TEXTS.ok),
    );
    await waitFor(() => expect(screen.queryByText('2 Lake Road')).not.toBeInTheDocument());

    await user.click(submitButton(T.create));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].customer).toEqual({
      first_name: 'Meera',
      last_name: 'Iyer',
      dob: null,
      email: 'meera@example.test',
      phone_no: '9876543210',
      country: 'India',
      country_code: '+91',
      password: 'secret-123',
      points: 40,
      customer_tags: ['vip', 'gold'],
      custom_fields: [
        { name: 'Gate code', value: '1234' },
        { name: 'Floor', value: '3' },
      ],
      addresses: [
        expect.objectContaining({
          street: '1 Park Street',
          city: 'Pune',
          country: 'India',
          country_code: 'IN',
          is_default: true,
          latitude: null,
          longitude: null,
        }),
      ],
    });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Customer Created', 'Customer created successfully'),
    );
    expect(await screen.findByText('Customer list page')).toBeInTheDocument();
  });

  it('leaves points out for a role without update_customer_points', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm('/customers/new', 'CSC');
    await user.type(await screen.findByLabelText(T.fields.first_name), 'Anil');
    await user.type(screen.getByLabelText(T.fields.phone_no), '9845012345');
    expect(screen.queryByLabelText(T.fields.points)).not.toBeInTheDocument();
    await user.click(submitButton(T.create));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].customer).not.toHaveProperty('points');
    expect(posts[0].customer).not.toHaveProperty('password');
  });
});

describe('customer edit', () => {
  it('sends the whole profile without a password until the toggle is on, then with it', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    expect(await screen.findByDisplayValue('Meera')).toBeInTheDocument();
    expect(screen.getByDisplayValue('17/05/1990')).toBeInTheDocument();
    expect(screen.queryByLabelText(T.fields.password)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(T.fields.last_name));
    await user.type(screen.getByLabelText(T.fields.last_name), 'Nair');
    await user.click(submitButton(T.update));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut()).toEqual({
      _id: CUSTOMER_ID,
      version: 0,
      first_name: 'Meera',
      last_name: 'Nair',
      dob: '1990-05-17',
      email: 'meera@example.test',
      phone_no: '9876543210',
      country: 'India',
      country_code: '+91',
      points: 120,
      customer_tags: ['vip'],
      custom_fields: [{ name: 'Gate code', value: '1234' }],
    });
    expect(await screen.findByText('Customer list page')).toBeInTheDocument();
  });
});
