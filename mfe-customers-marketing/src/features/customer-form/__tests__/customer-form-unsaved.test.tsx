import { screen, within } from '@testing-library/react';
import { UNSAVED_CHANGES_TEXTS } from '@storedesk/shared/ui';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import { renderForm, setupCustomerFormApi } from './customer-form-setup';

/** Issue 11: leaving the customer form with unsaved changes asks first; an untouched form leaves at once. */
jest.setTimeout(300_000);
setupCustomerFormApi();

describe('customer form: unsaved changes', () => {
  it("asks 'Leave without saving?' after a change: Stay keeps what was typed, Leave goes to the list", async () => {
    const { user } = renderForm('/customers/new');
    await user.type(await screen.findByLabelText(T.fields.first_name), 'Anil');
    await user.click(screen.getByRole('button', { name: T.cancel }));
    const ask = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXTS.title });
    await user.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_TEXTS.stay }));
    expect(screen.getByLabelText(T.fields.first_name)).toHaveValue('Anil');
    await user.click(screen.getByRole('button', { name: T.cancel }));
    const again = (await screen.findAllByRole('dialog', { name: UNSAVED_CHANGES_TEXTS.title })).at(-1)!;
    await user.click(within(again).getByRole('button', { name: UNSAVED_CHANGES_TEXTS.leave }));
    expect(await screen.findByText('Customer list page')).toBeInTheDocument();
  });

  it('leaves an untouched form without asking', async () => {
    const { user } = renderForm('/customers/new');
    await screen.findByLabelText(T.fields.first_name);
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(await screen.findByText('Customer list page')).toBeInTheDocument();
    expect(screen.queryByText(UNSAVED_CHANGES_TEXTS.title)).not.toBeInTheDocument();
  });
});
