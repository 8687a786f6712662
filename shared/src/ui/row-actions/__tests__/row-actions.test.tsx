import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CellText, RowAction, RowActions, actionsColumn } from '../../index';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(60_000);

const Icon = () => <span data-testid="icon">i</span>;

function renderActions(children: React.ReactNode) {
  return render(
    <MemoryRouter>
      <RowActions>{children}</RowActions>
    </MemoryRouter>,
  );
}

describe('RowAction', () => {
  it('is a text button named by its aria label, or a router link to a screen of the app', async () => {
    const onClick = jest.fn();
    renderActions(
      <>
        <RowAction label="Delete" ariaLabel="Delete Meera Iyer" danger onClick={onClick} />
        <RowAction label="Edit" ariaLabel="Edit Meera Iyer" to="/customers/edit?customer_id=1" />
      </>,
    );
    const remove = screen.getByRole('button', { name: 'Delete Meera Iyer' });
    expect(remove).toHaveTextContent('Delete');
    await userEvent.click(remove);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Edit Meera Iyer' })).toHaveAttribute(
      'href',
      '/customers/edit?customer_id=1',
    );
  });

  it('with an icon shows only the icon, keeps the accessible name and tells its label on hover', async () => {
    renderActions(
      <>
        <RowAction label="Sync" ariaLabel="Sync 1002" icon={<Icon />} onClick={() => undefined} />
        <RowAction
          label="Payment Requests"
          ariaLabel="Payment Requests 1002"
          icon={<Icon />}
          to="/payments?order=1002"
        />
      </>,
    );
    const sync = screen.getByRole('button', { name: 'Sync 1002' });
    expect(sync).not.toHaveTextContent('Sync');
    expect(screen.getByRole('link', { name: 'Payment Requests 1002' })).toHaveAttribute(
      'href',
      '/payments?order=1002',
    );
    expect(screen.queryByText('Sync')).not.toBeInTheDocument();
    await userEvent.hover(sync);
    expect(await screen.findByText('Sync')).toBeInTheDocument();
  });

  it('opens an address elsewhere in a new tab, and a disabled one says why on hover', async () => {
    renderActions(
      <>
        <RowAction label="Open Job" ariaLabel="Open Job 1001" icon={<Icon />} href="https://jobs.example/1" />
        <RowAction
          label="Open Job"
          ariaLabel="Open Job 1002"
          icon={<Icon />}
          disabled
          tooltip="This booking has no job yet"
        />
      </>,
    );
    const open = screen.getByLabelText('Open Job 1001');
    expect(open).toHaveAttribute('href', 'https://jobs.example/1');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    const off = screen.getByLabelText('Open Job 1002');
    expect(off).toBeDisabled();
    expect(off).not.toHaveAttribute('href');
    await userEvent.hover(off.parentElement as HTMLElement);
    expect(await screen.findByText('This booking has no job yet')).toBeInTheDocument();
  });
});

describe('CellText and actionsColumn', () => {
  it('cuts long text at its width with the whole text as title', () => {
    render(<CellText maxWidth={200}>a-very-long-url-slug-without-any-spaces-in-it</CellText>);
    const text = screen.getByText('a-very-long-url-slug-without-any-spaces-in-it');
    expect(text).toHaveAttribute('title', 'a-very-long-url-slug-without-any-spaces-in-it');
    expect(text).toHaveStyle({ maxWidth: '200px', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
  });

  it('wraps a long name onto its lines, breaking even an unbroken word, then cuts it; as a link when it opens the row', () => {
    const name = `Annual ${'x'.repeat(90)} Plan`;
    render(
      <MemoryRouter>
        <CellText maxWidth={280} lines={2} to="/subscriptions/master/details?id=1">
          {name}
        </CellText>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', '/subscriptions/master/details?id=1');
    expect(link).toHaveAttribute('title', name);
    expect(link).toHaveStyle({ maxWidth: '280px', overflowWrap: 'anywhere', overflow: 'hidden' });
    expect(link.style.webkitLineClamp).toBe('2');
  });

  it('clamps wrapped text that is no link to its lines too', () => {
    render(
      <CellText maxWidth={200} lines={2}>
        {'V'.repeat(60)}
      </CellText>,
    );
    const text = screen.getByTitle('V'.repeat(60));
    expect(text.style.webkitLineClamp).toBe('2');
    expect(text).toHaveStyle({ overflow: 'hidden', maxWidth: '200px' });
  });

  it('puts the actions in the last column, fixed on the right', () => {
    const column = actionsColumn<{ id: string }>('Actions', (row) => `actions of ${row.id}`);
    expect(column).toMatchObject({ key: 'actions', title: 'Actions', fixed: 'right' });
    expect(column.render?.(undefined, { id: '7' }, 0)).toBe('actions of 7');
  });
});
