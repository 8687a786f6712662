import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  SERVICE_REQUEST_MESSAGES as M,
  requestServiceOperation,
  toast,
  type ContractListRow,
  type RequestServiceBody,
} from '@storedesk/shared';
import { REQUEST_FIELD_TEXTS } from '@storedesk/shared/ui';
import { MOCK_PRODUCTS, mockContractItems } from '@storedesk/shared/dev/mock-domains';
import { mockUrl } from '@storedesk/shared/dev/mocks';
import { CONTRACT_DETAIL_TEXTS as D } from '../contract-texts';
import { REQUEST_SERVICE_TEXTS as R } from '../request/request-service-texts';
import { renderContractScreen, setUpContractScreens, storeToday } from './new-contract-setup';
import {
  chooseDay,
  chooseFirstSlot,
  nextWorkingDay,
  openRequestForm,
  readyContract,
  submitButton,
  withRequestForm,
} from './request-service-setup';

jest.setTimeout(240_000);

const { server, calls, posts } = setUpContractScreens();
const details = (k: ContractListRow) => `/subscriptions/details?id=${k._id}`;
const sent = () => posts().map((p) => (p.body as RequestServiceBody).customer_subscription);
const detailReads = () =>
  calls.filter((c) => c.url.pathname.endsWith('customer_subscription/details')).length;

describe('Request New Service: the form', () => {
  it("says each missing part in SERVICE_REQUEST_MESSAGES' words, titled 'Missing Fields', and sends nothing", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const k = readyContract();
    const { user } = renderContractScreen(details(k));
    const dialog = await openRequestForm(user);
    // The only service is chosen for the person when it has visits left.
    expect(within(dialog).getByRole('radio', { name: /3 left/ })).toBeChecked();
    await user.click(submitButton(dialog));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(M.missingTitle, M.selectDate));
    await chooseDay(user, dialog, nextWorkingDay());
    await user.click(submitButton(dialog));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(M.missingTitle, M.selectSlot));
    expect(sent()).toHaveLength(0);
  });

  it('offers no service without visits left: it shows "0 left" and cannot be chosen', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const k = readyContract({}, 0);
    const { user } = renderContractScreen(details(k));
    const dialog = await openRequestForm(user);
    const none = within(dialog).getByRole('radio', { name: /0 left/ });
    expect(none).toBeDisabled();
    expect(none).not.toBeChecked();
    await user.click(submitButton(dialog));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(M.missingTitle, M.selectItem));
    expect(sent()).toHaveLength(0);
  });

  it('refuses a day before today (the store’s): the picker keeps no day and nothing is sent', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const k = readyContract();
    const { user } = renderContractScreen(details(k));
    const dialog = await openRequestForm(user);
    await chooseDay(user, dialog, storeToday().subtract(1, 'day').format('DD/MM/YYYY'));
    await user.click(within(dialog).getByText(R.item));
    expect(within(dialog).queryByRole('radio', { name: /AM - / })).not.toBeInTheDocument();
    await user.click(submitButton(dialog));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(M.missingTitle, M.selectDate));
    expect(sent()).toHaveLength(0);
  });

  it('sends one request on a double click with only the answered request fields; toast, close, visits move', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const k = readyContract();
    const item = withRequestForm(k);
    const { user } = renderContractScreen(details(k));
    const dialog = await openRequestForm(user);
    const day = nextWorkingDay();
    await chooseDay(user, dialog, day);
    await chooseFirstSlot(user, dialog);
    // 'Pets at home' is mandatory: Request without it says so and sends nothing.
    await user.click(submitButton(dialog));
    await waitFor(() => expect(within(dialog).getByText(REQUEST_FIELD_TEXTS.mandatory)).toBeInTheDocument());
    expect(sent()).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    const readsBefore = detailReads();
    await user.dblClick(submitButton(dialog));
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.requestedTitle, M.requested));
    expect(success).toHaveBeenCalledTimes(1);
    const [d, m, y] = day.split('/');
    expect(sent()).toEqual([
      {
        _id: k._id,
        item_id: item._id,
        delivery_date: `${y}/${m}/${d}`,
        delivery_data: expect.objectContaining({ start_time: '09:00', end_time: '11:00' }),
        request_fields: [{ name: 'Pets at home', value: 'Yes' }],
        payment: { payment_method: null, is_paid: false },
      },
    ]);
    expect((posts()[0].body as RequestServiceBody).idempotency_key).toMatch(/.{8,}/);
    await waitFor(() =>
      expect(screen.queryAllByText(R.title, { selector: '.ant-modal-title' })).toHaveLength(0),
    );
    await waitFor(() => expect(detailReads()).toBeGreaterThan(readsBefore));
    const used = item.total_quantity - 2;
    expect(await screen.findByText(D.visitsUsed(used, item.total_quantity))).toBeInTheDocument();
  });

  it('asks the variant only when the contract left it open, and sends the chosen one', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const k = readyContract();
    const { user, unmount } = renderContractScreen(details(k));
    let dialog = await openRequestForm(user);
    expect(within(dialog).queryByLabelText(R.variant)).not.toBeInTheDocument();
    unmount();
    const [item] = mockContractItems(k);
    Object.assign(item, { selected_product_variant_id: null, variant_name: null });
    const again = renderContractScreen(details(k));
    dialog = await openRequestForm(again.user);
    await again.user.click(await within(dialog).findByLabelText(R.variant));
    await again.user.click((await screen.findAllByTitle('Window AC')).at(-1)!);
    await chooseDay(again.user, dialog, nextWorkingDay());
    await chooseFirstSlot(again.user, dialog);
    await again.user.click(submitButton(dialog));
    // Waits for the answer, so no request of this test lands in the next one's store.
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.requestedTitle, M.requested));
    expect(sent()).toHaveLength(1);
    const windowAc = MOCK_PRODUCTS.find((p) => p.name === 'AC Service & Repair')!.variants[1];
    expect(sent()[0].selected_product_variant_id).toBe(windowAc._id);
  });

  it('NO_VISITS_LEFT (by its code) shows the server’s words and reads the contract again', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const k = readyContract({}, 1);
    const { user } = renderContractScreen(details(k));
    const dialog = await openRequestForm(user);
    await chooseDay(user, dialog, nextWorkingDay());
    await chooseFirstSlot(user, dialog);
    // Another person takes the last visit meanwhile: the server refuses, by its code, in its own words.
    server.use(
      http.post(mockUrl(requestServiceOperation), () => {
        mockContractItems(k)[0].available_quantity = 0;
        return HttpResponse.json(
          { message: M.noVisitsLeft, title: M.noVisitsLeftTitle, code: 'NO_VISITS_LEFT' },
          { status: 409 },
        );
      }),
    );
    const readsBefore = detailReads();
    await user.click(submitButton(dialog));
    await waitFor(() => expect(error).toHaveBeenCalledWith(M.noVisitsLeftTitle, M.noVisitsLeft));
    await waitFor(() => expect(detailReads()).toBeGreaterThan(readsBefore));
    expect(await within(dialog).findByRole('radio', { name: /0 left/ })).toBeDisabled();
    expect(sent()).toHaveLength(1);
  });

  it('a refusal without a message shows the fallback words', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    server.use(http.post(mockUrl(requestServiceOperation), () => HttpResponse.json({}, { status: 500 })));
    const k = readyContract();
    const { user } = renderContractScreen(details(k));
    const dialog = await openRequestForm(user);
    await chooseDay(user, dialog, nextWorkingDay());
    await chooseFirstSlot(user, dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(error).toHaveBeenCalledWith(M.failedTitle, M.failed));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
