import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAYMENT_REQUEST_TEXTS as T, PaymentRequestsTable, type PaymentRequestRow } from '../../index';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(60_000);

const row = (overrides: Partial<PaymentRequestRow> = {}): PaymentRequestRow => ({
  _id: '6a0e3d6e-5b1c-4a7e-9d2f-000000007001',
  payment_number: 7001,
  amount: '1599.5',
  amount_paid: '400',
  due_date: '2026-12-14',
  status: 'PARTIALLY_PAID',
  needs_review: false,
  link_status: 'CREATED',
  is_paid: false,
  ...overrides,
});

describe('PaymentRequestsTable', () => {
  it('shows a request the same way everywhere: number to its details, money asked and received, DD/MM/YYYY, status and link in words, paid, View', () => {
    render(
      <MemoryRouter>
        <PaymentRequestsTable
          label="Payment Requests"
          currency="INR"
          rows={[
            row(),
            row({ _id: 'b', payment_number: 7002, status: 'PAID', is_paid: true, needs_review: true }),
          ]}
          contextColumns={[{ key: 'customer', title: 'Customer', render: () => 'Meera Iyer' }]}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Payment Requests' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const C = T.columns;
    expect(headers).toEqual([
      C.number,
      'Customer',
      C.amount,
      C.received,
      C.dueDate,
      C.status,
      C.link,
      C.paid,
      C.actions,
    ]);
    const first = within(table).getByText('#7001').closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: '#7001' })).toHaveAttribute(
      'href',
      `/payments/${row()._id}/details`,
    );
    expect(within(first).getByText('₹1,599.50')).toBeInTheDocument();
    expect(within(first).getByText('₹400.00')).toBeInTheDocument();
    expect(within(first).getByText('14/12/2026')).toBeInTheDocument();
    expect(within(first).getByText('Partially Paid')).toBeInTheDocument();
    expect(within(first).getByText('Sent, awaiting payment')).toBeInTheDocument();
    expect(within(first).getByText(T.no)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: `${T.view} #7001` })).toBeInTheDocument();
    expect(within(first).queryByText(T.review)).not.toBeInTheDocument();
    const second = within(table).getByText('#7002').closest('tr') as HTMLElement;
    expect(within(second).getByText(T.review)).toBeInTheDocument();
    expect(within(second).getByText(T.yes)).toBeInTheDocument();
    // Marked Paid by hand: the whole amount counts as received.
    expect(within(second).getAllByText('₹1,599.50')).toHaveLength(2);
  });
});
