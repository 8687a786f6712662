import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '../../../session/session-store';
import { makeEmployee } from '../../../testing/factories';
import { ListScreen } from '../list-screen';

describe('ListScreen', () => {
  it('puts title, Filter button, actions, tags, table, pager and dialogs in the one order', () => {
    const onOpenFilter = jest.fn();
    const onChange = jest.fn();
    render(
      <MemoryRouter>
        <ListScreen
          title="Blog Posts"
          filterCount={1}
          onOpenFilter={onOpenFilter}
          actions={<button type="button">New Post</button>}
          tags={{
            filter: { keyword: 'tea' },
            specs: [{ key: 'keyword', label: 'Keyword' }],
            onChange,
            onClearAll: jest.fn(),
          }}
          pager={<nav>pager</nav>}
          dialogs={<div role="dialog">filter dialog</div>}
        >
          <table aria-label="posts" />
        </ListScreen>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Blog Posts' })).toBeInTheDocument();
    const header = screen.getByTestId('page-header');
    const buttons = within(header).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([expect.stringMatching(/Filter/), 'New Post']);
    fireEvent.click(buttons[0]);
    expect(onOpenFilter).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/tea/)).toBeInTheDocument();
    const page = screen.getByTestId('page');
    const order = ['posts', 'pager', 'filter dialog'].map((text) =>
      Array.from(page.querySelectorAll('*')).findIndex(
        (el) => el.getAttribute('aria-label') === text || el.textContent === text,
      ),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('ListScreen create button', () => {
  const renderFor = (role: 'ADMIN' | 'FINANCE') => {
    useSession.setState({ employee: makeEmployee({ employee_type: role }) });
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Routes>
          <Route
            path="/blog"
            element={
              <ListScreen
                title="Blog Posts"
                filterCount={0}
                onOpenFilter={jest.fn()}
                create={{ permission: 'create_blog', to: '/blog/new', label: 'New Post' }}
                tags={{ filter: {}, specs: [], onChange: jest.fn(), onClearAll: jest.fn() }}
                pager={null}
                dialogs={null}
              >
                <table aria-label="posts" />
              </ListScreen>
            }
          />
          <Route path="/blog/new" element={<h1>the create screen</h1>} />
        </Routes>
      </MemoryRouter>,
    );
  };

  it('shows New to a role that may create, and opens the create screen', () => {
    renderFor('ADMIN');
    fireEvent.click(screen.getByRole('button', { name: 'New Post' }));
    expect(screen.getByRole('heading', { name: 'the create screen' })).toBeInTheDocument();
  });

  it('hides it from a role that may not', () => {
    renderFor('FINANCE');
    expect(screen.queryByRole('button', { name: 'New Post' })).not.toBeInTheDocument();
  });
});
