import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from '@storedesk/shared';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import {
  BOOKING,
  CATEGORY,
  created,
  fillContent,
  LIST,
  MEERA,
  pick,
  pickMeera,
  queries,
  renderNew,
  setUpNewPushTests,
  submit,
  confirmSend,
} from './new-push-setup';

/** The new screen's redirect type and target: the required texts, the target searches and the booking number check. */
setUpNewPushTests();

describe('new push notification: redirect target', () => {
  it("asks for a customer and each redirect type's target with the spec's texts; a payment request needs none", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderNew();
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.CATEGORY);
    await submit(user);
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(T.missingTitle, T.noCustomer));
    expect(T.noCustomer).toBe('No customer selected');

    await pickMeera(user);
    const expected = {
      CATEGORY: 'No Category is selected',
      PRODUCT: 'No Service is selected',
      COLLECTION: 'No Collection is selected',
      SUBSCRIPTION: 'No Contract is selected',
      ORDER: 'No Booking is selected',
    } as const;
    for (const type of Object.keys(expected) as (keyof typeof expected)[]) {
      expect(T.targetRequired[type]).toBe(expected[type]);
      await pick(user, T.redirectType, T.redirectTypes[type]);
      await submit(user);
      await waitFor(() => expect(error).toHaveBeenLastCalledWith(T.missingTitle, expected[type]));
    }
    expect(created).toEqual([]);

    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await confirmSend(user, T.confirmSend(1));
    await waitFor(() =>
      expect(created).toEqual([
        {
          notification_details: {
            customer_type: 'one_customer',
            customer_id: MEERA,
            title: 'Festive offer',
            message: 'Flat 20% off this week',
            redirect_type: 'PAYMENT_REQUEST',
            redirect_to: null,
            delivery_type: 'IMMEDIATE',
            notification_image: null,
            attachment_image: null,
          },
          idempotency_key: expect.stringMatching(/^push-/),
        },
      ]),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Notification Created', 'Successfully created a new notification'),
    );
    expect(await screen.findByText(LIST)).toBeInTheDocument();
  });

  it('searches categories from 1 character and services from 2, and sends the picked target', async () => {
    const { user } = renderNew();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PRODUCT);
    // The redirect type list also names an option 'Service', so the field is found by its role.
    const serviceField = screen.getByRole('combobox', { name: T.target.PRODUCT });
    await user.type(serviceField, 'd');
    expect(await screen.findByText(T.searchTooShort(2))).toBeInTheDocument();
    expect(queries['store/product/all']).toBeUndefined();
    await user.type(serviceField, 'e', { skipClick: true });
    await screen.findAllByTitle('Deep Home Cleaning (SRV-100)');
    expect(queries['store/product/all']).toEqual([{ 'filter.keyword': 'de', limit: '20', offset: '1' }]);

    await pick(user, T.redirectType, T.redirectTypes.CATEGORY);
    await user.type(await screen.findByRole('combobox', { name: T.target.CATEGORY }), 'c');
    const [cleaning] = await screen.findAllByTitle('Cleaning');
    expect(queries['category/all']).toEqual([{ 'filter.keyword': 'c', limit: '20', offset: '1' }]);
    await user.click(cleaning);
    await submit(user);
    await confirmSend(user, T.confirmSend(1));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      notification_details: { redirect_type: 'CATEGORY', redirect_to: CATEGORY },
    });
  });

  it("checks a booking number: 'Invalid Booking Number', then 'Valid Booking Number selected' and that booking is sent", async () => {
    const { user } = renderNew();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.ORDER);
    // The field shows a render after the redirect type is chosen.
    const number = await screen.findByLabelText(T.target.ORDER);
    await user.type(number, '999');
    await user.click(screen.getByRole('button', { name: T.checkBooking }));
    expect(await screen.findByText('Invalid Booking Number')).toBeInTheDocument();
    expect(T.invalidBooking).toBe('Invalid Booking Number');
    expect(queries['store/order/all']).toEqual([{ 'filter.order_number': '999', limit: '10', offset: '1' }]);

    await user.clear(number);
    await user.type(number, '1001');
    expect(screen.queryByText(T.invalidBooking)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.checkBooking }));
    expect(await screen.findByText('Valid Booking Number selected')).toBeInTheDocument();
    expect(T.validBooking).toBe('Valid Booking Number selected');
    await submit(user);
    await confirmSend(user, T.confirmSend(1));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      notification_details: { redirect_type: 'ORDER', redirect_to: BOOKING },
    });
  });

  it('asks once for a double click on Check and for four Enters in the number (the kit submit)', async () => {
    const { user } = renderNew();
    await pickMeera(user);
    await pick(user, T.redirectType, T.redirectTypes.ORDER);
    // The field shows a render after the redirect type is chosen.
    const number = await screen.findByLabelText(T.target.ORDER);
    await user.type(number, '1001');
    await user.dblClick(screen.getByRole('button', { name: T.checkBooking }));
    expect(await screen.findByText(T.validBooking)).toBeInTheDocument();
    expect(queries['store/order/all']).toHaveLength(1);

    await user.clear(number);
    await user.type(number, '999');
    // Four Enters before any answer could come back.
    for (let i = 0; i < 4; i++) fireEvent.keyDown(number, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText(T.invalidBooking)).toBeInTheDocument();
    expect(queries['store/order/all']).toHaveLength(2);
  });
});
