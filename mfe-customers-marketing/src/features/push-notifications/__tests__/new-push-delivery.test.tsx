import { screen, waitFor } from '@testing-library/react';
import { todayInZone, toast } from '@storedesk/shared';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import {
  created,
  fillContent,
  IMAGE_URL,
  imageFile,
  newPushMock,
  pick,
  pickMeera,
  renderNew,
  setUpNewPushTests,
  submit,
  confirmSend,
  uploads,
} from './new-push-setup';

/** The new screen's delivery (immediate or scheduled) and its uploaded image. */
setUpNewPushTests();

describe('new push notification: delivery and image', () => {
  it('schedules from today to 30 days ahead in 10-minute steps, and IMMEDIATE clears the date and time', async () => {
    const { user } = renderNew();
    const date = screen.getByLabelText(T.deliveryDate);
    const time = screen.getByLabelText(T.deliveryTime);
    expect(date).toBeDisabled();
    expect(time).toBeDisabled();
    await user.click(screen.getByText(T.deliveryTypes.SCHEDULED));
    expect(date).toBeEnabled();

    const today = todayInZone('Asia/Kolkata');
    const cell = async (day: typeof today) => {
      const title = day.format('YYYY-MM-DD');
      for (let i = 0; i < 3 && !document.querySelector(`td[title="${title}"]`); i++)
        await user.click(screen.getByLabelText('Next month'));
      return document.querySelector(`td[title="${title}"]`) as HTMLElement;
    };
    await user.click(date);
    expect((await cell(today)).className).not.toMatch(/disabled/);
    expect((await cell(today.add(30, 'day'))).className).not.toMatch(/disabled/);
    expect((await cell(today.add(31, 'day'))).className).toMatch(/ant-picker-cell-disabled/);
    await user.click(screen.getByLabelText('Previous month'));
    await user.click(screen.getByLabelText('Previous month'));
    await user.click(screen.getByLabelText('Previous month'));
    const yesterday = document.querySelector(`td[title="${today.subtract(1, 'day').format('YYYY-MM-DD')}"]`);
    if (yesterday) expect(yesterday.className).toMatch(/ant-picker-cell-disabled/);
    await user.click((await cell(today.add(2, 'day'))).firstElementChild as HTMLElement);
    expect(date).toHaveValue(today.add(2, 'day').format('DD/MM/YYYY'));

    await user.click(time);
    const minutes = document.querySelector('ul[data-type="minute"]') as HTMLElement;
    const values = [...minutes.querySelectorAll('li')].map((li) => li.getAttribute('data-value'));
    expect(values).toEqual(['0', '10', '20', '30', '40', '50']);
    expect(document.querySelectorAll('ul[data-type="hour"] li')).toHaveLength(12);
    expect(document.querySelector('ul[data-type="meridiem"]')).not.toBeNull();
    await user.click(document.querySelector('ul[data-type="hour"] li[data-value="9"]') as HTMLElement);
    await user.click(minutes.querySelector('li[data-value="30"]') as HTMLElement);
    await user.click(document.querySelector('ul[data-type="meridiem"] li[data-value="pm"]') as HTMLElement);
    await waitFor(() => expect(time).toHaveValue('09:30 PM'));
    // Clicking elsewhere closes the picker, which hands the time to the form.
    await user.click(screen.getByRole('heading', { name: T.title }));

    await user.click(screen.getByText(T.deliveryTypes.IMMEDIATE));
    await waitFor(() => expect(date).toHaveValue(''));
    expect(time).toHaveValue('');
    expect(date).toBeDisabled();
    expect(time).toBeDisabled();

    await user.click(screen.getByText(T.deliveryTypes.SCHEDULED));
    await user.click(screen.getByRole('button', { name: T.schedule }));
    expect(await screen.findAllByText(T.scheduleMissing)).toHaveLength(2);
  });

  it('uploads the picked image as OTHERS first, previews it 100 by 100 and removes it; a failed upload says so', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user, container } = renderNew();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, imageFile('png-bytes', 'offer.png'));
    const preview = await screen.findByAltText(T.imagePreview);
    expect(uploads).toEqual([{ type: 'OTHERS', name: 'offer.png' }]);
    expect(preview).toHaveAttribute('src', IMAGE_URL);
    expect(preview).toHaveAttribute('width', '100');
    expect(preview).toHaveAttribute('height', '100');

    // A failed upload says so and keeps the image already there.
    newPushMock.uploadFails = true;
    // The upload control renders a new input after each pick.
    const next = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(next, imageFile('text', 'notes.png'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error uploading the image', 'Only images can be uploaded here.'),
    );
    expect(T.uploadFailed).toBe('Error uploading the image');
    expect(uploads).toHaveLength(2);
    expect(screen.getByAltText(T.imagePreview)).toHaveAttribute('src', IMAGE_URL);

    await user.click(screen.getByRole('button', { name: T.removeImage }));
    expect(screen.queryByAltText(T.imagePreview)).not.toBeInTheDocument();
    await pickMeera(user);
    await fillContent(user);
    await pick(user, T.redirectType, T.redirectTypes.PAYMENT_REQUEST);
    await submit(user);
    await confirmSend(user, T.confirmSend(1));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      notification_details: { notification_image: null, attachment_image: null },
    });
  });
});
