import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_TEST_IDS, PageLayout } from '../../index';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(60_000);

describe('PageLayout', () => {
  it('puts the back link, the title, the subtitle and the actions in one header above the content', () => {
    render(
      <MemoryRouter>
        <PageLayout
          title="Master Contracts"
          subtitle="Shown for 01/12/2026"
          back={{ to: '/subscriptions/master', label: 'Back to list' }}
          extra={<button type="button">New Master Contract</button>}
        >
          <p>the list</p>
        </PageLayout>
      </MemoryRouter>,
    );
    const header = screen.getByTestId(PAGE_TEST_IDS.header);
    expect(within(header).getByRole('heading', { level: 3, name: 'Master Contracts' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Back to list' })).toHaveAttribute(
      'href',
      '/subscriptions/master',
    );
    expect(within(header).getByText('Shown for 01/12/2026')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'New Master Contract' })).toBeInTheDocument();
    const page = screen.getByTestId(PAGE_TEST_IDS.page);
    expect(page.firstElementChild).toBe(header);
    expect(within(page).getByText('the list')).toBeInTheDocument();
    expect(within(header).queryByText('the list')).not.toBeInTheDocument();
  });

  it('lets a long title wrap instead of widening the page', () => {
    render(
      <MemoryRouter>
        <PageLayout title={'x'.repeat(300)} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId(PAGE_TEST_IDS.title)).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
