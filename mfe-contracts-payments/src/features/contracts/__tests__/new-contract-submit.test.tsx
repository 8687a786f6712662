import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  CONTRACT_CREATE_MESSAGES as M,
  contractEnd,
  toast,
  type CreateContractBody,
} from '@storedesk/shared';
import { UNSAVED_CHANGES_TEXTS } from '@storedesk/shared/ui';
import { apiUrl } from '@storedesk/shared/testing';
import { mockContracts, mockPayments, mockPlans } from '@storedesk/shared/dev/mock-domains';
import { NEW_CONTRACT_TEXTS as T } from '../new/new-contract-texts';
import {
  chooseAddress,
  chooseCustomer,
  fillWholeForm,
  firstCustomer,
  pick,
  renderContractScreen,
  setUpContractScreens,
  shown,
  storeToday,
  typeDay,
  where,
} from './new-contract-setup';

jest.setTimeout(240_000);

const { server, posts } = setUpContractScreens();
const submitButton = () => screen.getByRole('button', { name: T.submit });

describe('New contract: checks before sending (spec 2 §5), all titled Missing Fields', () => {
  it('says what is missing, in the spec’s order, and sends nothing', async () => {
    // The 2 ACs variant covering no service, for the items check.
    mockPlans()[0].variants[1].applicable_to = [];
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderContractScreen('/subscriptions/new');
    const expectSays = async (message: string) => {
      await user.click(submitButton());
      await waitFor(() => expect(error).toHaveBeenLastCalledWith(M.missingTitle, message));
    };
    await expectSays(M.selectCustomer);
    await chooseCustomer(user);
    await expectSays(M.selectAddress);
    await chooseAddress(user);
    await expectSays(M.selectDates);
    const today = storeToday();
    await typeDay(user, T.start, shown(today));
    await typeDay(user, T.end, shown(today.add(1, 'month')));
    await expectSays(M.selectPlan);
    await pick(user, T.plan, 'Annual AC Care Plan');
    await expectSays(M.selectVariant);
    await pick(user, T.variant, '2 ACs');
    await expectSays(M.selectItem);
    await pick(user, T.variant, '1 AC');
    await expectSays(M.selectBillingPeriod);
    expect(posts()).toHaveLength(0);
  });
});

describe('New contract: sending', () => {
  it('a double click sends one request, YYYY/MM/DD dates, and opens the new contract with the spec’s toast', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderContractScreen('/subscriptions/new');
    await fillWholeForm(user);
    const quantity = screen.getByLabelText(/^Per visit quantity of /);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.dblClick(submitButton());
    await waitFor(() => expect(where()).toMatch(/^\/subscriptions\/details\?id=/));
    expect(success).toHaveBeenCalledWith(M.createdTitle, M.created);
    expect(posts()).toHaveLength(1);
    const today = storeToday();
    const plan = mockPlans()[0];
    const customer = firstCustomer();
    const body = posts()[0].body as CreateContractBody;
    expect(body).toEqual({
      subscription: {
        customer_id: customer._id,
        address_id: customer.addresses[0]._id,
        subscription_id: plan._id,
        variant_id: plan.variants[0]._id,
        billing_period_id: plan.variants[0].billing_period[1].billing_period_id,
        start_date: today.format('YYYY/MM/DD'),
        end_date: contractEnd(today.format('YYYY/MM/DD'), 12),
        applicable_to: [
          {
            product_id: plan.variants[0].applicable_to[0].product_id,
            selected_product_variant_id: plan.variants[0].applicable_to[0].selected_product_variant_id,
            quantity: 2,
          },
        ],
        payment: { payment_method: 'CASH', is_paid: true },
      },
      idempotency_key: expect.any(String),
    });
    const made = mockContracts().at(-1)!;
    expect(where()).toBe(`/subscriptions/details?id=${made._id}`);
    expect(await screen.findByText(`Contract #${made.subscription_number}`)).toBeInTheDocument();
  });

  it('request_customer_payment makes the contract unpaid with one payment request', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const requests = mockPayments().requests.length;
    const { user } = renderContractScreen('/subscriptions/new');
    await fillWholeForm(user);
    await pick(user, T.paymentMethod, 'Request payment from customer');
    await user.click(submitButton());
    await waitFor(() => expect(where()).toMatch(/^\/subscriptions\/details\?id=/));
    expect((posts()[0].body as CreateContractBody).subscription.payment).toEqual({
      payment_method: 'REQUEST_CUSTOMER_PAYMENT',
      is_paid: false,
    });
    expect(mockContracts().at(-1)!.is_paid).toBe(false);
    expect(mockPayments().requests).toHaveLength(requests + 1);
  });

  it('a refusal shows the server’s words; no answer shows the spec’s; a retry keeps the form’s key', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(
        apiUrl('store/customer_subscription'),
        () =>
          HttpResponse.json(
            { message: M.planChanged, title: M.planChangedTitle, code: 'CONFLICT' },
            { status: 409 },
          ),
        { once: true },
      ),
      http.post(apiUrl('store/customer_subscription'), () => HttpResponse.error(), { once: true }),
    );
    const { user } = renderContractScreen('/subscriptions/new');
    await fillWholeForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith(M.planChangedTitle, M.planChanged));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(M.createErrorTitle, M.createError));
    expect(where()).toBe('/subscriptions/new');
    const keys = posts().map((p) => (p.body as CreateContractBody).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('leaving with edits asks first', async () => {
    const { user } = renderContractScreen('/subscriptions/new');
    await chooseCustomer(user);
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect((await screen.findAllByText(UNSAVED_CHANGES_TEXTS.title))[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXTS.stay }));
    expect(where()).toBe('/subscriptions/new');
  });
});
