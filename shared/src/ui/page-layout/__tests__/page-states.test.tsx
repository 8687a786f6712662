import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@storedesk/shared';
import { PAGE_TEST_IDS } from '../page-layout';
import { PAGE_STATE_TEXTS, PageLoading, PageNotFound, isNotFound } from '../page-states';

jest.setTimeout(60_000);

const BACK = { to: '/orders', label: 'Back to bookings' };

describe('details page states', () => {
  it('loading keeps the page header (title and back link) above the skeleton', () => {
    render(
      <MemoryRouter>
        <PageLoading title="Booking" back={BACK} />
      </MemoryRouter>,
    );
    const header = screen.getByTestId(PAGE_TEST_IDS.header);
    expect(within(header).getByRole('heading', { name: 'Booking' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: BACK.label })).toHaveAttribute('href', '/orders');
    expect(document.querySelector('.ant-skeleton')).toBeInTheDocument();
  });

  it('not found says so under the page header and leads back to the list', async () => {
    render(
      <MemoryRouter initialEntries={['/orders/abc']}>
        <Routes>
          <Route
            path="/orders/:id"
            element={<PageNotFound title="Booking" back={BACK} message="Booking not found" />}
          />
          <Route path="/orders" element={<p>the list</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const header = screen.getByTestId(PAGE_TEST_IDS.header);
    expect(within(header).getByRole('heading', { name: 'Booking' })).toBeInTheDocument();
    expect(screen.getByText('Booking not found')).toBeInTheDocument();
    expect(screen.getByText(PAGE_STATE_TEXTS.notFoundSubtitle)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: BACK.label }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });

  it('isNotFound is true for a 404 answer only', () => {
    expect(isNotFound(new ApiError(404, 'Booking not found', 'Not Found'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'Bad', 'Invalid Input'))).toBe(false);
    expect(isNotFound(new Error('network'))).toBe(false);
  });
});
