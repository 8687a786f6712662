import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import { ADDRESS_1, ADDRESS_2, CUSTOMER_ID, renderForm, setupCustomerFormApi } from './customer-form-setup';

// The saved addresses of the edit screen (addresses kept on the create screen: customer-form-fields).
// antd forms, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const { addressSaves, addressDeletes } = setupCustomerFormApi();

describe('customer edit', () => {
  it('deletes an address only after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    await screen.findByText('2 Lake Road');
    const remove = () => user.click(screen.getByRole('button', { name: `${T.delete} Office` }));
    const confirmDialog = async () => {
      const [title] = await screen.findAllByText(T.addressDeleteConfirm);
      return title.closest('[role="dialog"]') as HTMLElement;
    };
    await remove();
    await user.click(within(await confirmDialog()).getByText(CONFIRM_TEXTS.cancel));
    await waitFor(() => expect(screen.queryByText(T.addressDeleteConfirm)).not.toBeInTheDocument());
    expect(addressDeletes).toEqual([]);

    await remove();
    await user.click(within(await confirmDialog()).getByText(CONFIRM_TEXTS.ok));
    await waitFor(() =>
      expect(addressDeletes).toEqual([{ customer_id: CUSTOMER_ID, address_id: ADDRESS_2 }]),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Address Deleted', 'Address deleted successfully'),
    );
    await waitFor(() => expect(screen.queryByText('2 Lake Road')).not.toBeInTheDocument());
  });

  it('edits an address with PUT customer/address, its dialing code looked up from the saved country code', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    await screen.findByText('1 Park Street');
    await user.click(screen.getByRole('button', { name: `${T.edit} Meera Iyer` }));
    const dialog = (await screen.findAllByRole('dialog')).pop()!;
    await waitFor(() =>
      expect(within(dialog).getByLabelText(T.addressFields.phone_dialing_code)).toHaveValue('+91'),
    );
    const landmark = within(dialog).getByLabelText(T.addressFields.landmark);
    await user.type(landmark, 'Near the lake');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(addressSaves).toHaveLength(1));
    expect(addressSaves[0]).toEqual({
      customer_id: CUSTOMER_ID,
      address: expect.objectContaining({
        _id: ADDRESS_1,
        street: '1 Park Street',
        landmark: 'Near the lake',
        country_code: 'IN',
        phone_dialing_code: '+91',
        is_default: true,
      }),
    });
  });
});
