import { fireEvent, render, screen } from '@testing-library/react';
import { FilterTags, activeFilterTags, listEmptyText, showAs, type FilterTagSpec } from '../index';

interface Filter {
  keyword?: string;
  status?: string;
  from?: string;
  customer_id?: string;
  customer_label?: string;
}

const SPECS: FilterTagSpec<Filter>[] = [
  { key: 'keyword', label: 'Keyword' },
  { key: 'status', label: 'Status', show: showAs.label({ COMPLETED: 'Completed' }) },
  { key: 'from', label: 'From', show: showAs.day },
  { key: 'customer_id', label: 'Customer', show: (_id, f) => f.customer_label, also: ['customer_label'] },
];

function renderTags(filter: Filter) {
  const onChange = jest.fn();
  const onClearAll = jest.fn();
  render(<FilterTags filter={filter} specs={SPECS} onChange={onChange} onClearAll={onClearAll} />);
  return { onChange, onClearAll };
}

describe('FilterTags', () => {
  it('shows each filter in force with its label and a readable value', () => {
    renderTags({ status: 'COMPLETED', from: '2026-11-01', customer_id: 'c1', customer_label: 'Ann Lee' });
    expect(screen.getByText('Status: Completed')).toBeInTheDocument();
    expect(screen.getByText('From: 01/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Customer: Ann Lee')).toBeInTheDocument();
  });

  it('closing a tag drops only that filter and the keys that belong to it', () => {
    const { onChange } = renderTags({ status: 'COMPLETED', customer_id: 'c1', customer_label: 'Ann Lee' });
    fireEvent.click(screen.getByLabelText('Remove filter Customer'));
    expect(onChange).toHaveBeenCalledWith({ status: 'COMPLETED' });
  });

  it('offers Clear all only from two filters on', () => {
    const first = renderTags({ status: 'COMPLETED' });
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    first.onClearAll.mockClear();
    const { onClearAll } = renderTags({ status: 'COMPLETED', from: '2026-11-01' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without filters, and no tag for a keyword too short to search with', () => {
    expect(activeFilterTags({ keyword: 'ab' }, SPECS)).toEqual([]);
    renderTags({});
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });
});

describe('listEmptyText', () => {
  it('says filters are on and clears them, or gives the plain text', () => {
    const onClear = jest.fn();
    expect(listEmptyText({ filtered: false, things: 'bookings', plain: 'No bookings', onClear })).toBe(
      'No bookings',
    );
    render(<>{listEmptyText({ filtered: true, things: 'bookings', plain: 'No bookings', onClear })}</>);
    expect(screen.getByText('No bookings match these filters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });
});
