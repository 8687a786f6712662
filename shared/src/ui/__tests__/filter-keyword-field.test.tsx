import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countActiveFilters } from '../filter-modal/remembered-filter';
import {
  FilterKeywordField,
  FilterModal,
  FilterSelectField,
  KEYWORD_TOO_SHORT,
  searchKeyword,
} from '../index';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(120_000);

interface Filter {
  keyword?: string;
  kind?: string;
}

function renderModal(value: Filter = {}) {
  const onApply = jest.fn();
  const onClose = jest.fn();
  render(
    <FilterModal<Filter, Filter> open value={value} onApply={onApply} onReset={jest.fn()} onClose={onClose}>
      <FilterKeywordField label="Keyword" />
      <FilterSelectField name="kind" label="Kind" options={[{ value: 'a', label: 'A' }]} />
    </FilterModal>,
  );
  return { onApply, onClose, keyword: screen.getByRole('textbox', { name: 'Keyword' }) };
}

describe('FilterKeywordField', () => {
  it('says "Type at least 3 characters to search" at the field while the keyword is shorter', async () => {
    const { keyword } = renderModal();
    expect(screen.queryByText(KEYWORD_TOO_SHORT)).not.toBeInTheDocument();
    await userEvent.type(keyword, 'ab');
    expect(await screen.findByText(KEYWORD_TOO_SHORT)).toBeInTheDocument();
    await userEvent.type(keyword, 'c');
    await waitFor(() => expect(screen.queryByText(KEYWORD_TOO_SHORT)).not.toBeInTheDocument());
    await userEvent.clear(keyword);
    await userEvent.type(keyword, '  ');
    expect(screen.queryByText(KEYWORD_TOO_SHORT)).not.toBeInTheDocument();
  });

  it('says it for a remembered short keyword too, as soon as the modal opens', async () => {
    renderModal({ keyword: 'x' });
    expect(await screen.findByText(KEYWORD_TOO_SHORT)).toBeInTheDocument();
  });

  it('Enter in the keyword applies the filter and closes the modal', async () => {
    const { keyword, onApply, onClose } = renderModal();
    await userEvent.type(keyword, 'anna{Enter}');
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'anna' })));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('a short keyword is not searched with and not counted on the Filter button', () => {
    expect(searchKeyword(' ab ')).toBeUndefined();
    expect(searchKeyword(' abc ')).toBe('abc');
    expect(countActiveFilters({ keyword: 'ab', kind: 'a' })).toBe(1);
    expect(countActiveFilters({ keyword: 'abc', kind: 'a' })).toBe(2);
  });
});
