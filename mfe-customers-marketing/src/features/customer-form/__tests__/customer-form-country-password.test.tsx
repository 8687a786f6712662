import { screen, waitFor } from '@testing-library/react';
import { toast } from '@storedesk/shared';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import { CUSTOMER_ID, renderForm, setupCustomerFormApi, submitButton } from './customer-form-setup';

// The country search (create) and the change-password toggle (edit).

// The real list file is used; one test makes it fail to load. `mock` names: the only outer names a hoisted
// jest.mock factory may use.
let mockCountriesFail = false;
jest.mock('../countries/load-countries', () => {
  const actual = jest.requireActual('../countries/load-countries');
  return {
    loadCountries: () =>
      mockCountriesFail ? Promise.reject(new Error('chunk failed')) : actual.loadCountries(),
  };
});

// antd forms, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const { puts, lastPut } = setupCustomerFormApi();
beforeEach(() => {
  mockCountriesFail = false;
});

describe('customer create', () => {
  it('searches countries from 1 character and fills the dialing code', async () => {
    const { user } = renderForm('/customers/new');
    const input = await screen.findByLabelText(T.fields.country);
    await user.click(input);
    expect(await screen.findByText(T.countrySearchHint)).toBeInTheDocument();
    await user.type(input, 'z');
    // One character is enough: every country with a z, names starting with it first.
    expect(await screen.findByTitle('Zambia (+260)')).toBeInTheDocument();
    expect(screen.getByTitle('Zimbabwe (+263)')).toBeInTheDocument();
    expect(screen.getByTitle('Brazil (+55)')).toBeInTheDocument();
    expect(screen.queryByTitle('India (+91)')).not.toBeInTheDocument();
    const choices = screen.getAllByTitle('Zimbabwe (+263)');
    await user.click(choices[choices.length - 1]);
    await waitFor(() => expect(screen.getByLabelText(T.fields.country_code)).toHaveValue('+263'));
  });

  it("says 'Error retreiving country codes' when the country list cannot be fetched", async () => {
    mockCountriesFail = true;
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderForm('/customers/new');
    await user.click(await screen.findByLabelText(T.fields.country));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(T.countryErrorTitle, 'Error retreiving country codes'),
    );
    expect(await screen.findByText('Error retreiving country codes')).toBeInTheDocument();
  });
});

describe('customer edit', () => {
  it('sends the password only with the change-password toggle on', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    await screen.findByDisplayValue('Meera');
    await user.click(screen.getByRole('switch', { name: T.changePassword }));
    await user.type(await screen.findByLabelText(T.fields.password), 'brand-new');
    // Switched off again: the typed password is not sent.
    await user.click(screen.getByRole('switch', { name: T.changePassword }));
    expect(screen.queryByLabelText(T.fields.password)).not.toBeInTheDocument();
    await user.click(submitButton(T.update));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut()).not.toHaveProperty('password');
  });

  it('sends the password typed with the toggle on', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
    await screen.findByDisplayValue('Meera');
    await user.click(screen.getByRole('switch', { name: T.changePassword }));
    await user.type(await screen.findByLabelText(T.fields.password), 'brand-new');
    await user.click(submitButton(T.update));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut()).toMatchObject({ _id: CUSTOMER_ID, password: 'brand-new' });
  });
});
