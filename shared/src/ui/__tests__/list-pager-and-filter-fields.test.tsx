import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FilterModal,
  FilterNumberField,
  FilterSelectField,
  FILTER_TEXTS,
  INVALID_PAGE_MESSAGE,
  INVALID_PAGE_TITLE,
  ListPager,
  PAGER_TEXTS,
} from '../index';
import { setToastApi } from '../toast';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(120_000);

describe('ListPager', () => {
  it('shows nothing while the list loads or has no pages', () => {
    const { container, rerender } = render(
      <ListPager page={1} pageSize={10} reply={{ pages: 0, total: 0 }} onChange={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<ListPager page={1} pageSize={10} reply={undefined} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("tells the user about a page out of range with the spec's toast", async () => {
    const error = jest.fn();
    setToastApi({ error, success: jest.fn(), warning: jest.fn(), info: jest.fn() });
    const onChange = jest.fn();
    render(<ListPager page={1} pageSize={10} reply={{ pages: 2, total: 15 }} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: PAGER_TEXTS.jumpLabel }), '3{Enter}');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ title: INVALID_PAGE_TITLE, description: INVALID_PAGE_MESSAGE }),
    );
    expect(onChange).not.toHaveBeenCalled();
    setToastApi(null);
  });
});

describe('filter fields', () => {
  it('name their controls by the label and hand their values to the filter', async () => {
    const onApply = jest.fn();
    render(
      <FilterModal<{ kind?: string; from?: number }, { kind?: string; from?: number }>
        open
        value={{ kind: 'a', from: 2 }}
        onApply={onApply}
        onReset={jest.fn()}
        onClose={jest.fn()}
      >
        <FilterSelectField
          name="kind"
          label="Kind"
          options={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ]}
        />
        <FilterNumberField name="from" label="From" precision={0} />
      </FilterModal>,
    );
    expect(await screen.findByRole('combobox', { name: 'Kind' })).toBeInTheDocument();
    const from = screen.getByRole('spinbutton', { name: 'From' });
    await waitFor(() => expect(from).toHaveValue('2'));
    await userEvent.clear(from);
    await userEvent.type(from, '5');
    await userEvent.click(screen.getByRole('button', { name: FILTER_TEXTS.apply }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ kind: 'a', from: 5 }));
  });
});
