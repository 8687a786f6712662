import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CHANGED_ELSEWHERE, toast, type UpdateCustomerBody } from '@storedesk/shared';
import { apiUrl } from '@storedesk/shared/testing';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import { STALE_SAVE_TEXTS } from '@storedesk/shared/ui';
import {
  CUSTOMER_ID,
  makeProfile,
  renderForm,
  setupCustomerFormApi,
  submitButton,
} from './customer-form-setup';

// A save refused because someone else saved the customer since the form loaded it (issue 9).
// antd forms and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const { puts, lastPut, use } = setupCustomerFormApi();

it('shows the refusal, offers to reload, and then saves from the latest profile and its version', async () => {
  const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
  const { message, title } = CHANGED_ELSEWHERE.customer;
  // Someone else renamed the customer after this form loaded it: the server holds version 1.
  let current = makeProfile();
  use(
    http.get(apiUrl('customer'), () => HttpResponse.json({ data: current })),
    http.put(apiUrl('customer'), async ({ request }) => {
      const body = (await request.json()) as UpdateCustomerBody;
      puts.push(body);
      current = { ...makeProfile(), last_name: 'Kapoor', version: 1 };
      if (body.customer.version !== 1)
        return HttpResponse.json({ message, title, code: 'CHANGED_ELSEWHERE' }, { status: 409 });
      return HttpResponse.json({
        message: 'Customer updated successfully',
        title: 'Customer Updated',
        data: current,
      });
    }),
  );
  const { user } = renderForm(`/customers/edit?customer_id=${CUSTOMER_ID}`);
  await user.clear(await screen.findByLabelText(T.fields.last_name));
  await user.type(screen.getByLabelText(T.fields.last_name), 'Nair');
  await user.click(submitButton(T.update));

  const offer = (await screen.findByText(message)).closest('[role="dialog"]') as HTMLElement;
  expect(within(offer).getAllByText(title).length).toBeGreaterThan(0);
  expect(lastPut()).toMatchObject({ _id: CUSTOMER_ID, version: 0, last_name: 'Nair' });
  expect(success).not.toHaveBeenCalled();
  expect(screen.queryByText('Customer list page')).not.toBeInTheDocument();

  await user.click(within(offer).getByRole('button', { name: STALE_SAVE_TEXTS.reload }));
  // A fresh form with the other person's change; saving now sends the version it came with.
  await waitFor(() => expect(screen.getByLabelText(T.fields.last_name)).toHaveValue('Kapoor'));
  await user.click(submitButton(T.update));
  expect(await screen.findByText('Customer list page')).toBeInTheDocument();
  expect(puts).toHaveLength(2);
  expect(lastPut()).toMatchObject({ version: 1, last_name: 'Kapoor' });
});
