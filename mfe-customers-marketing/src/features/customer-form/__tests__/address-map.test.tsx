import { screen, within } from '@testing-library/react';
import { toast } from '@storedesk/shared';
import { MAP_TEXTS } from '@storedesk/shared/ui';
import { renderWithProviders } from '@storedesk/shared/testing';
import { CustomerCreateScreen } from '../customer-create-screen';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';

jest.setTimeout(120_000);

it("opens the shared map picker from the address modal; without a maps key it says 'Error in loading maps'", async () => {
  const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
  const { user } = renderWithProviders(<CustomerCreateScreen />, { route: '/customers/new' });
  await user.click(await screen.findByRole('button', { name: T.newAddress }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: T.pickOnMap }));
  const [alert] = await screen.findAllByText('Error in loading maps');
  expect(error).toHaveBeenCalledWith(MAP_TEXTS.loadError);
  // The address is then typed by hand.
  const mapDialog = alert.closest('[role="dialog"]') as HTMLElement;
  await user.click(within(mapDialog).getByText(MAP_TEXTS.close));
  await user.type(within(dialog).getByLabelText(T.addressFields.street), '1 Park Street');
  await user.click(within(dialog).getByRole('button', { name: T.save }));
  expect(await screen.findByText('1 Park Street')).toBeInTheDocument();
});
