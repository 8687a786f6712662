import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@storedesk/shared';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import {
  created,
  customerId,
  fillContent,
  newPushMock,
  pick,
  queries,
  renderNew,
  setUpNewPushTests,
  submit,
  confirmSend,
} from './new-push-setup';

/** The new screen's audience: the matching customers reviewed in the recipients modal, and nobody matching. */
setUpNewPushTests();

describe('new push notification: audience', () => {
  it('lists the matching customers 10 a page all ticked; the unticked ones are excluded and counted out', async () => {
    const { user } = renderNew();
    await user.click(screen.getByText(T.customerTypes.multiple_customers));
    // The criteria appear once the form's watched customer type has re-rendered the screen.
    await user.type(await screen.findByLabelText(T.criteria.minOrderCount), '2');
    await user.type(screen.getByLabelText(T.criteria.maxPoints), '900');
    expect(screen.getByText(T.recipientsNotChosen)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.continue }));

    const title = await screen.findByText(T.recipientModal.title);
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    await within(modal).findByText('Customer1 Test');
    expect(queries['customer/all'][0]).toEqual({
      limit: '10',
      offset: '1',
      'filter.push_notification': 'true',
      'filter.is_deleted': 'false',
      'filter.order_count_from': '2',
      'filter.points_to': '900',
    });
    const boxes = within(modal).getAllByRole('checkbox');
    expect(boxes).toHaveLength(10);
    for (const box of boxes) expect(box).toBeChecked();
    expect(within(modal).getByText(T.recipientModal.summary(25, 25))).toBeInTheDocument();

    await user.click(within(modal).getByLabelText(T.recipientModal.select('Customer3 Test')));
    await user.click(within(modal).getByTitle('2'));
    await within(modal).findByText('Customer12 Test');
    expect(queries['customer/all'].at(-1)).toMatchObject({ offset: '2' });
    for (const box of within(modal).getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(within(modal).getByLabelText(T.recipientModal.select('Customer12 Test')));
    expect(within(modal).getByText(T.recipientModal.summary(23, 25))).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: T.recipientModal.done }));
    expect(await screen.findByText(T.recipientsChosen(23))).toBeInTheDocument();

    // Changing a restriction forgets the reviewed customers; Continue starts again with everyone ticked.
    const minPoints = screen.getByLabelText(T.criteria.minPoints);
    await user.type(minPoints, '1');
    expect(await screen.findByText(T.recipientsNotChosen)).toBeInTheDocument();
    await user.clear(minPoints);
    await user.click(screen.getByRole('button', { name: T.continue }));
    const again = (await screen.findByText(T.recipientModal.summary(25, 25))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(await within(again).findByLabelText(T.recipientModal.select('Customer3 Test')));
    expect(within(again).getByText(T.recipientModal.summary(24, 25))).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: T.recipientModal.done }));
    expect(await screen.findByText(T.recipientsChosen(24))).toBeInTheDocument();

    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await confirmSend(user, T.confirmSend(24));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      notification_details: {
        customer_type: 'multiple_customers',
        criteria: { min_order_count: 2, max_points: 900 },
        exclude_customer_ids: [customerId(3)],
        title: 'Festive offer',
        message: 'Flat 20% off this week',
        redirect_type: 'PAYMENT_REQUEST',
        redirect_to: null,
        delivery_type: 'IMMEDIATE',
        notification_image: null,
        attachment_image: null,
      },
      idempotency_key: expect.stringMatching(/^push-/),
    });
  });

  it("says 'No Customer is available under the mentioned restrictions' when nobody matches", async () => {
    newPushMock.recipientTotal = 0;
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderNew();
    await user.click(screen.getByText(T.customerTypes.multiple_customers));
    await user.click(await screen.findByRole('button', { name: T.continue }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.invalidTitle, T.noMatches));
    expect(T.noMatches).toBe('No Customer is available under the mentioned restrictions');
    expect(screen.queryByText(T.recipientModal.title)).not.toBeInTheDocument();
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(T.missingTitle, T.recipientsNotReviewed));
    expect(created).toEqual([]);
  });
});
