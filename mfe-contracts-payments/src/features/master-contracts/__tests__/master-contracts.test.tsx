import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { PLAN_MESSAGES, toast, type MasterPlanInput } from '@storedesk/shared';
import { PAGE_TEST_IDS, UNSAVED_CHANGES_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import {
  MOCK_BILLING_PERIODS,
  MOCK_PRODUCTS,
  mockPlans,
  resetMockDb,
} from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import PlanDetailContainer from '../plan-detail-container';
import PlanEditContainer from '../plan-edit-container';
import PlanListContainer from '../plan-list-container';
import PlanNewContainer from '../plan-new-container';
import { PLAN_TEXTS as T } from '../master-contract-texts';

// Quill does not run in jsdom: a textarea stands in for the editor (see @storedesk/shared/rich-text/mock-editor).
jest.mock('@storedesk/shared/rich-text/editor', () =>
  jest.requireActual('@storedesk/shared/rich-text/mock-editor'),
);
jest.setTimeout(300_000);

const F = T.form;
const posted: MasterPlanInput[] = [];
const server = setupServer(
  http.post(apiUrl('store/subscription'), async ({ request }) => {
    posted.push(
      ((await request.clone().json()) as { store_subscription: MasterPlanInput }).store_subscription,
    );
    return undefined;
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted.length = 0;
  resetMockDb();
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function renderAt(route: string, role: 'ADMIN' | 'SITEADMIN' | 'CSC' = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/subscriptions/master" element={<PlanListContainer />} />
      <Route path="/subscriptions/master/new" element={<PlanNewContainer />} />
      <Route path="/subscriptions/master/edit" element={<PlanEditContainer />} />
      <Route path="/subscriptions/master/details" element={<PlanDetailContainer />} />
    </Routes>,
    { route, session: { employee: makeEmployee({ employee_type: role }) } },
  );
}
type User = ReturnType<typeof renderAt>['user'];

async function pick(user: User, control: HTMLElement, option: string) {
  await user.click(control);
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

describe('master contract list', () => {
  it('shows the plans with an active toggle; turning one off shows the server message and title', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderAt('/subscriptions/master');
    expect(await screen.findByText('Annual AC Care Plan')).toBeInTheDocument();
    expect(screen.getByText('Pest Shield')).toBeInTheDocument();
    expect(screen.getByText('1 AC, 2 ACs')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: T.activeToggle('Annual AC Care Plan') });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('switch', { name: T.activeToggle('Pest Shield') })).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(PLAN_MESSAGES.deactivatedTitle, PLAN_MESSAGES.deactivated),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: T.activeToggle('Annual AC Care Plan') })).not.toBeChecked(),
    );
    expect(mockPlans().find((p) => p.subscription_name === 'Annual AC Care Plan')!.is_active).toBe(false);
    expect(screen.getByRole('button', { name: T.newPlan })).toBeInTheDocument();
  });

  it('CSC sees the list only: no toggle, no New, no View or Edit', async () => {
    renderAt('/subscriptions/master', 'CSC');
    expect(await screen.findByText('Annual AC Care Plan')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getAllByText(T.active.true).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: T.newPlan })).toBeNull();
    expect(screen.queryByRole('link', { name: `${T.edit} Pest Shield` })).toBeNull();
  });
});

describe('new master contract', () => {
  it('starts active with one variant, makes the slug from the name (editable), editor 150 high, says what is missing', async () => {
    const { user } = renderAt('/subscriptions/master/new');
    const name = await screen.findByLabelText(F.name);
    expect(screen.getByRole('switch', { name: F.isActive })).toBeChecked();
    expect(screen.getAllByRole('group', { name: /^Variant \d$/ })).toHaveLength(1);
    expect(await screen.findByLabelText(F.description)).toHaveAttribute('data-height', '150');
    await user.type(name, 'मासिक सफ़ाई योजना');
    // A Hindi name gives a readable slug in Latin letters (issue 21), not a garbled one.
    expect(screen.getByLabelText(F.slug)).toHaveValue('maasik-sfaaii-yojnaa');
    await user.clear(name);
    await user.type(name, 'Annual AC Care, Plus! 2 ACs');
    expect(screen.getByLabelText(F.slug)).toHaveValue('annual-ac-care-plus-2-acs');
    await user.clear(screen.getByLabelText(F.slug));
    await user.type(screen.getByLabelText(F.slug), 'ac-care');
    await user.type(name, 'X');
    expect(screen.getByLabelText(F.slug)).toHaveValue('ac-care');
    await user.click(screen.getByRole('button', { name: F.save }));
    expect(await screen.findByText(F.skuMissing)).toBeInTheDocument();
    expect(screen.getByText(F.variantNameMissing)).toBeInTheDocument();
    expect(screen.getByText(F.priceMissing)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('delivery flags: allow_to_book off turns the others off; allow_to_schedule off is express only, on is scheduled only', async () => {
    const { user } = renderAt('/subscriptions/master/new');
    await user.click(await screen.findByRole('button', { name: new RegExp(F.addService) }));
    const book = screen.getByRole('switch', { name: F.allowToBook });
    const schedule = screen.getByRole('switch', { name: F.allowToSchedule });
    const scheduled = screen.getByRole('checkbox', { name: F.scheduled });
    const express = screen.getByRole('checkbox', { name: F.express });
    expect(book).toBeChecked();
    expect(schedule).toBeChecked();
    expect(scheduled).toBeChecked();
    expect(express).not.toBeChecked();
    await user.click(schedule);
    expect(schedule).not.toBeChecked();
    expect(scheduled).not.toBeChecked();
    expect(express).toBeChecked();
    await user.click(book);
    expect(book).not.toBeChecked();
    expect(schedule).not.toBeChecked();
    expect(schedule).toBeDisabled();
    expect(scheduled).not.toBeChecked();
    expect(express).not.toBeChecked();
  });

  it('searches services from 3 characters and saves a plan with a billing period, a service and a RADIO question', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderAt('/subscriptions/master/new');
    await user.type(await screen.findByLabelText(F.name), 'Annual AC Care');
    await user.type(screen.getByLabelText(F.sku), 'AC-CARE');
    const variant = screen.getByRole('group', { name: 'Variant 1' });
    await user.type(within(variant).getByLabelText(F.variantName), '1 AC');
    await user.type(within(variant).getByLabelText(F.price), '899');

    await user.click(within(variant).getByRole('button', { name: new RegExp(F.addBillingPeriod) }));
    await pick(user, within(variant).getByLabelText(F.billingPeriod), 'Yearly');
    await user.type(within(variant).getByLabelText(F.periodPrice), '1599');
    await user.clear(within(variant).getByLabelText(F.applicableToQuantity));
    await user.type(within(variant).getByLabelText(F.applicableToQuantity), '3');

    await user.click(within(variant).getByRole('button', { name: new RegExp(F.addService) }));
    const search = within(variant).getByLabelText(F.service);
    await user.click(search);
    await user.type(search, 'AC');
    expect((await screen.findAllByText(F.serviceSearch)).length).toBeGreaterThan(0);
    await user.type(search, ' S');
    const option = await screen.findByTitle('AC Service & Repair');
    await user.click(option);
    expect(await within(variant).findByTitle('Split AC')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: new RegExp(F.addQuestion) }));
    await user.type(screen.getByLabelText(F.questionName), 'Preferred day');
    expect(screen.queryByLabelText(F.options)).toBeNull();
    await pick(user, screen.getByLabelText(F.questionType), 'Radio buttons (one choice)');
    await user.type(await screen.findByLabelText(F.options), 'Weekday{Enter}{Enter}Weekend');

    await user.click(screen.getByRole('button', { name: F.save }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(PLAN_MESSAGES.createdTitle, PLAN_MESSAGES.created),
    );
    expect(posted[0]).toMatchObject({
      subscription_name: 'Annual AC Care',
      url_slug: 'annual-ac-care',
      parent_sku: 'AC-CARE',
      is_active: true,
      variants: [
        {
          name: '1 AC',
          price: 899,
          billing_period: [
            {
              billing_period_id: MOCK_BILLING_PERIODS.find((p) => p.value === 12)!._id,
              price: 1599,
              applicable_to_quantity: 3,
            },
          ],
          applicable_to: [
            {
              quantity: 1,
              delivery_data: {
                allow_to_book: true,
                allow_scheduled: true,
                allow_express: false,
                allow_to_schedule: true,
              },
              request_fields: [],
            },
          ],
        },
      ],
      questions: [
        {
          name: 'Preferred day',
          type: 'RADIO',
          value: ['Weekday', 'Weekend'],
          show_on_ui: true,
          is_mandatory: false,
        },
      ],
    });
    // Then the list, with the new plan.
    expect(await screen.findByText(T.listTitle)).toBeInTheDocument();
    expect(await screen.findByText('Annual AC Care')).toBeInTheDocument();
  });

  it("an upload with no file says 'Error in uploading file'", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderAt('/subscriptions/master/new');
    await screen.findByLabelText(F.name);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const empty = Object.assign(new Blob([], { type: 'image/png' }), {
      name: 'empty.png',
      lastModified: 0,
    }) as File;
    await user.upload(input, empty);
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.uploadFailed, expect.any(String)));
    expect(T.uploadFailed).toBe('Error in uploading file');
  });

  it("leaving with unsaved changes asks 'Leave without saving?'", async () => {
    const { user } = renderAt('/subscriptions/master/new');
    await user.type(await screen.findByLabelText(F.name), 'Half typed');
    await user.click(screen.getByRole('button', { name: F.cancel }));
    expect((await screen.findAllByText(UNSAVED_CHANGES_TEXTS.title))[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXTS.stay }));
    expect(screen.getByLabelText(F.name)).toHaveValue('Half typed');
  });
});

describe('master contract details and edit', () => {
  it('shows every field read only', async () => {
    const plan = mockPlans()[0];
    renderAt(`/subscriptions/master/details?id=${plan._id}`);
    expect(await screen.findByRole('heading', { name: 'Annual AC Care Plan' })).toBeInTheDocument();
    expect(screen.getByText('annual-ac-care-plan')).toBeInTheDocument();
    expect(screen.getByText(plan.parent_sku)).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByTestId('plan-description')).toHaveTextContent('regular visits');
    const variant = screen.getByRole('region', { name: '1 AC' });
    expect(within(variant).getByText('Yearly (12 months)')).toBeInTheDocument();
    expect(within(variant).getByText('AC Service & Repair')).toBeInTheDocument();
    expect(within(variant).getByText(T.detail.deliveryScheduled)).toBeInTheDocument();
    expect(screen.getByText('Preferred visit day')).toBeInTheDocument();
    expect(screen.getByText('Saturday')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('edit loads the plan and saves it with its version; a plan that does not exist says so', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const plan = mockPlans()[1];
    const { user } = renderAt(`/subscriptions/master/edit?id=${plan._id}`);
    const name = await screen.findByLabelText(F.name);
    expect(name).toHaveValue('Home Hygiene Subscription');
    const savedSlug = plan.url_slug;
    await user.clear(name);
    await user.type(name, 'Home Hygiene Plus');
    // A saved plan's slug is public: renaming it keeps the slug (issue 21), as blog posts do.
    expect(screen.getByLabelText(F.slug)).toHaveValue(savedSlug);
    await user.click(screen.getByRole('button', { name: F.save }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(PLAN_MESSAGES.updatedTitle, PLAN_MESSAGES.updated),
    );
    expect(mockPlans()[1]).toMatchObject({
      subscription_name: 'Home Hygiene Plus',
      url_slug: savedSlug,
      version: 1,
    });
    expect(await screen.findByRole('heading', { name: 'Home Hygiene Plus' })).toBeInTheDocument();
  });

  it("a saved service's picker offers the saved choice and the first page of services before any search", async () => {
    const plan = mockPlans()[1];
    const { user } = renderAt(`/subscriptions/master/edit?id=${plan._id}`);
    const variant = await screen.findByRole('group', { name: 'Variant 1' });
    const picker = within(variant).getByLabelText(F.service);
    await user.click(picker);
    await screen.findByRole('listbox');
    // The catalogue's first services in its order (jsdom draws the top of the virtual list only).
    const shown = () =>
      Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.getAttribute('title'));
    await waitFor(() => expect(shown().length).toBeGreaterThan(3));
    expect(shown()).toEqual(MOCK_PRODUCTS.slice(0, shown().length).map((p) => p.name));
  });

  it.each([
    ['/subscriptions/master/details?id=00000000-0000-4000-8000-00000000dead', T.detailTitle],
    ['/subscriptions/master/details?id=not-a-plan', T.detailTitle],
    ['/subscriptions/master/edit?id=not-a-plan', T.editTitle],
  ])('%s says the plan does not exist, under the page header', async (route, title) => {
    renderAt(route);
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    const header = screen.getByTestId(PAGE_TEST_IDS.header);
    expect(within(header).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: T.backToList })).toHaveAttribute(
      'href',
      '/subscriptions/master',
    );
  });
});
