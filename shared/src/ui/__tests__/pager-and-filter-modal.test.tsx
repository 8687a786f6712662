import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { FilterButton, FilterModal, FILTER_TEXTS, Pager, PAGER_TEXTS } from '../index';

// antd 6's Form defers with MessageChannel, which jsdom lacks.
if (typeof globalThis.MessageChannel === 'undefined') {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = class {
    port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  };
}

// antd in jsdom is slow on a busy machine.
jest.setTimeout(120_000);

describe('Pager', () => {
  it('jumps to a typed page within range and reports one outside', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onInvalidPage = jest.fn();
    render(<Pager page={1} pages={3} pageSize={20} onChange={onChange} onInvalidPage={onInvalidPage} />);
    const box = screen.getByRole('textbox', { name: PAGER_TEXTS.jumpLabel });
    await user.type(box, '5');
    await user.click(screen.getByRole('button', { name: PAGER_TEXTS.jump }));
    expect(onInvalidPage).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '2{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('FilterModal', () => {
  it('edits from the filter in force, applies the converted value, resets', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn();
    const onReset = jest.fn();
    const onClose = jest.fn();
    render(
      <FilterModal<{ keyword?: string }, { word?: string }>
        open
        value={{ keyword: 'old' }}
        toForm={(v) => ({ word: v.keyword })}
        fromForm={(f) => ({ keyword: f.word?.toUpperCase() })}
        onApply={onApply}
        onReset={onReset}
        onClose={onClose}
      >
        <Form.Item name="word" label="Word">
          <Input />
        </Form.Item>
      </FilterModal>,
    );
    const input = await screen.findByLabelText('Word');
    await waitFor(() => expect(input).toHaveValue('old'));
    await user.clear(input);
    await user.type(input, 'new');
    await user.click(screen.getByRole('button', { name: FILTER_TEXTS.apply }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ keyword: 'NEW' }));
    expect(onClose).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: FILTER_TEXTS.reset }));
    expect(onReset).toHaveBeenCalled();
  });

  it('shows the count of set filters on the button', () => {
    render(<FilterButton count={2} onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: `${FILTER_TEXTS.button} (2)` })).toBeInTheDocument();
  });
});
