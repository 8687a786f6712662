import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { DateRangeFilterFields, type DateRangeFilterFieldsProps } from '../index';

// antd 6's Form defers with MessageChannel, which jsdom lacks.
if (typeof globalThis.MessageChannel === 'undefined') {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = class {
    port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  };
}

// antd in jsdom is slow on a busy machine.
jest.setTimeout(120_000);

interface Values {
  added_date_type?: string;
  added_range?: unknown;
}

const OPTIONS = [
  { value: 'TODAY', label: 'Today' },
  { value: 'CUSTOM', label: 'Custom' },
];

function renderFields(extra: Partial<DateRangeFilterFieldsProps<Values>> = {}) {
  const onFinish = jest.fn();
  render(
    <Form<Values> onFinish={onFinish}>
      <DateRangeFilterFields<Values>
        name="added_date_type"
        rangeName="added_range"
        label="Added date"
        rangeLabel="Added between"
        options={OPTIONS}
        {...extra}
      />
      <Button htmlType="submit">Go</Button>
    </Form>,
  );
  return { onFinish, user: userEvent.setup() };
}

describe('DateRangeFilterFields', () => {
  it('asks for the range only for CUSTOM, and requires it then', async () => {
    const { onFinish, user } = renderFields({ requiredMessage: 'Pick the dates' });
    await user.click(screen.getByRole('combobox', { name: 'Added date' }));
    await user.click(await screen.findByTitle('Today'));
    expect(screen.queryByLabelText('Added between')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ added_date_type: 'TODAY' }));

    onFinish.mockClear();
    await user.click(screen.getByRole('combobox', { name: 'Added date' }));
    await user.click(await screen.findByTitle('Custom'));
    expect((await screen.findAllByLabelText('Added between')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Pick the dates')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('shows the hint under the choice', () => {
    renderFields({ extra: 'Counted from sign-up' });
    expect(screen.getByText('Counted from sign-up')).toBeInTheDocument();
  });
});
