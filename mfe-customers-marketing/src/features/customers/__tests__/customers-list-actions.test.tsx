import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CHANGED_ELSEWHERE, toast } from '@storedesk/shared';
import { CONFIRM_TEXTS, STALE_SAVE_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import { CustomersTable } from '../components/customers-table';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';
import { CUSTOMER_FORM_TEXTS } from '../../shared/texts/customer-form-texts';
import {
  confirmDialog,
  deleteQueries,
  lastQuery,
  listQueries,
  makeRow,
  pointsBodies,
  renderList,
  server,
  setUpCustomersListTests,
  TOTAL,
  uuid,
} from './customers-list-setup';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);
setUpCustomersListTests();

describe('customer list row actions', () => {
  it('updates points in the modal and says so', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.updatePoints} Customer2 Test`));
    const points = await screen.findByLabelText(T.points.label);
    expect(points).toHaveValue('20');
    await user.clear(points);
    await user.click(screen.getByText(T.points.save));
    expect(await screen.findByText(T.points.required)).toBeInTheDocument();
    await user.type(points, '2.5');
    await user.click(screen.getByText(T.points.save));
    expect(await screen.findByText(T.points.whole)).toBeInTheDocument();
    expect(pointsBodies).toEqual([]);

    await user.clear(points);
    await user.type(points, '250');
    const before = listQueries.length;
    await user.click(screen.getByText(T.points.save));
    await waitFor(() => expect(success).toHaveBeenCalledWith(T.points.successTitle, T.points.success));
    expect(T.points.success).toBe('Successfully updated Points');
    expect(pointsBodies).toEqual([{ _id: uuid(2), version: 0, first_name: 'Customer2', points: 250 }]);
    // The list is asked again, so it shows the new points.
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByLabelText(T.points.label)).not.toBeInTheDocument());
  });

  it('offers to reload when the customer changed since the list was read, then saves from the latest row', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { message, title } = CHANGED_ELSEWHERE.customer;
    // A booking spent points after the list was read: the server has Customer2 at version 1 with 15 points.
    let changed = false;
    server.use(
      http.get(apiUrl('customer/all'), ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        listQueries.push(params);
        const rows = Array.from({ length: 10 }, (_, i) => makeRow(i + 1));
        if (changed) rows[1] = { ...rows[1], points: 15, version: 1 };
        return HttpResponse.json({ data: rows, pages: 3, total: TOTAL });
      }),
      http.put(apiUrl('customer/points'), async ({ request }) => {
        const body = (await request.json()) as { version: number; points: number };
        pointsBodies.push(body);
        changed = true;
        if (body.version !== 1)
          return HttpResponse.json({ message, title, code: 'CHANGED_ELSEWHERE' }, { status: 409 });
        return HttpResponse.json({
          message: 'Successfully updated Points',
          title: 'Points Updated',
          data: { ...makeRow(2), points: body.points, version: 2 },
        });
      }),
    );
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.updatePoints} Customer2 Test`));
    const points = await screen.findByLabelText(T.points.label);
    await user.clear(points);
    await user.type(points, '250');
    await user.click(screen.getByText(T.points.save));

    // The server's words, and a reload offered; nothing was saved.
    const offer = (await screen.findByText(message)).closest('[role="dialog"]') as HTMLElement;
    expect(within(offer).getAllByText(title).length).toBeGreaterThan(0);
    expect(success).not.toHaveBeenCalled();
    await user.click(within(offer).getByRole('button', { name: STALE_SAVE_TEXTS.reload }));
    // The modal, still open, starts again from the latest balance.
    await waitFor(() => expect(screen.getByLabelText(T.points.label)).toHaveValue('15'));
    await user.clear(screen.getByLabelText(T.points.label));
    await user.type(screen.getByLabelText(T.points.label), '300');
    await user.click(screen.getByText(T.points.save));
    await waitFor(() => expect(success).toHaveBeenCalledWith(T.points.successTitle, T.points.success));
    expect(pointsBodies).toEqual([
      { _id: uuid(2), version: 0, first_name: 'Customer2', points: 250 },
      { _id: uuid(2), version: 1, first_name: 'Customer2', points: 300 },
    ]);
  });

  it('deletes a customer only after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderList();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.delete} Customer3 Test`));
    const asked = await confirmDialog();
    expect(within(asked).getByText('Customer3 Test')).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.deleteConfirm)).toHaveLength(0));
    expect(deleteQueries).toEqual([]);

    await user.click(screen.getByLabelText(`${T.delete} Customer3 Test`));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(deleteQueries).toEqual([{ customer_id: uuid(3) }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Customer Deleted', 'Customer deleted successfully'),
    );
  });

  it('shows each row action, the edit link and the new customer button only with its permission', async () => {
    const editLinks = () => document.querySelectorAll('a[href^="/customers/edit?customer_id="]');
    const finance = renderList('FINANCE');
    await screen.findByText('Customer1 Test');
    // No row action for FINANCE: no empty Actions column either.
    expect(within(document.querySelector('thead') as HTMLElement).queryByText(T.columns.actions)).toBeNull();
    expect(screen.queryByText(T.updatePoints)).not.toBeInTheDocument();
    expect(screen.queryByText(T.delete)).not.toBeInTheDocument();
    expect(editLinks()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: CUSTOMER_FORM_TEXTS.newTitle })).not.toBeInTheDocument();
    finance.unmount();

    const { user } = renderList('ADMIN');
    await screen.findByText('Customer1 Test');
    expect(
      within(document.querySelector('thead') as HTMLElement).getByText(T.columns.actions),
    ).toBeInTheDocument();
    expect(screen.getAllByText(T.updatePoints)).toHaveLength(10);
    expect(screen.getAllByText(T.delete)).toHaveLength(10);
    expect(editLinks()).toHaveLength(10);
    expect(screen.getByLabelText(`${CUSTOMER_FORM_TEXTS.edit} Customer2 Test`)).toHaveAttribute(
      'href',
      `/customers/edit?customer_id=${uuid(2)}`,
    );
    await user.click(screen.getByRole('button', { name: CUSTOMER_FORM_TEXTS.newTitle }));
    expect(await screen.findByText('New customer screen')).toBeInTheDocument();
  });

  it('keeps its page on Back from a customer', async () => {
    // The page is in the address (?page=2), as the pager puts it.
    const { user } = renderList('ADMIN', '/customers?page=2');
    const slow = { timeout: 5000 };
    await user.click(await screen.findByText('Customer11 Test', {}, slow));
    await user.click(await screen.findByText('Back to customers', {}, slow));
    expect(await screen.findByText('Customer11 Test', {}, slow)).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '2' });
  });

  it('links each customer of the customer list to its detail', async () => {
    renderWithProviders(<CustomersTable rows={[makeRow(1)]} loading={false} renderActions={() => null} />);
    expect((await screen.findByText('Customer1 Test')).closest('a')).toHaveAttribute(
      'href',
      `/customers/detail?customer_id=${uuid(1)}`,
    );
  });
});
