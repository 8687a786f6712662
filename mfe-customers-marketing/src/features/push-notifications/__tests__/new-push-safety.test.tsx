import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@storedesk/shared';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import {
  confirmSend,
  created,
  fillContent,
  LIST,
  pick,
  pickMeera,
  renderNew,
  setUpNewPushTests,
  submit,
} from './new-push-setup';

/**
 * Issue 11: Enter never sends and Send asks first with the number of recipients; a retried submission carries
 * the same key; customers with push notifications off are shown disabled with the reason; for one customer only
 * their bookings are accepted, and changing the customer resets the target.
 */
const server = setUpNewPushTests();

describe('new push notification: sending safely', () => {
  it('Enter in a field sends nothing; Send asks "Send this notification to 1 customer?" and Cancel sends nothing', async () => {
    const { user } = renderNew();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await user.type(screen.getByLabelText(T.notificationTitle), '{Enter}');
    // Nothing asked, nothing sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(T.confirmSend(1))).not.toBeInTheDocument();
    expect(created).toEqual([]);

    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Send this notification to 1 customer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([]);
  });

  it('a submission sent again after a failure carries the same idempotency key', async () => {
    jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.post('*/store/push_notification', async ({ request }) => {
        created.push(await request.json());
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Busy', title: 'Try Again' }, { status: 503 })
          : HttpResponse.json({
              message: 'Successfully created a new notification',
              title: 'Created',
              data: {},
            });
      }),
    );
    const { user } = renderNew();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await confirmSend(user, T.confirmSend(1));
    await waitFor(() => expect(created).toHaveLength(1));
    await submit(user);
    await confirmSend(user, T.confirmSend(1));
    expect(await screen.findByText(LIST)).toBeInTheDocument();
    const keys = (created as { idempotency_key: string }[]).map((body) => body.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^push-/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a customer who turned push notifications off as disabled, with the reason', async () => {
    const { user } = renderNew();
    const field = screen.getByLabelText(T.customer);
    await user.type(field, 'ar');
    const [arjun] = await screen.findAllByTitle(`Arjun Rao (9800000002) - ${T.pushTurnedOff}`);
    expect(T.pushTurnedOff).toBe('Push notifications turned off');
    expect(arjun.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
    // Clicking it picks nothing: sending still says no customer is selected.
    await user.click(arjun);
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(T.missingTitle, T.noCustomer));
    expect(created).toEqual([]);
  });

  it("refuses another customer's booking number and resets the booking when the customer changes", async () => {
    const { user } = renderNew();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.ORDER);
    // The field shows a render after the redirect type is chosen.
    const number = await screen.findByLabelText(T.target.ORDER);
    await user.type(number, '1002');
    await user.click(screen.getByRole('button', { name: T.checkBooking }));
    expect(
      await screen.findByText("This booking is not one of the selected customer's bookings"),
    ).toBeInTheDocument();
    expect(screen.queryByText(T.validBooking)).not.toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '1001');
    await user.click(screen.getByRole('button', { name: T.checkBooking }));
    expect(await screen.findByText(T.validBooking)).toBeInTheDocument();

    // Another recipient: the booking of the first one is gone.
    await user.click(screen.getByText(T.customerTypes.multiple_customers));
    await user.click(screen.getByText(T.customerTypes.one_customer));
    await waitFor(() => expect(screen.queryByText(T.validBooking)).not.toBeInTheDocument());
    expect(screen.getByLabelText(T.target.ORDER)).toHaveValue('');
  });
});
