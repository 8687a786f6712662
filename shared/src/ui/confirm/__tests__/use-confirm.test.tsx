import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { useConfirm } from '../use-confirm';
import { CONFIRM_TEXTS } from '../confirm-texts';

jest.setTimeout(60_000);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

function DeleteButton({
  action,
  onAnswer,
}: {
  action: () => Promise<unknown>;
  onAnswer: (yes: boolean) => void;
}) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={() => void confirm({ title: 'Delete it?', danger: true, onConfirm: action }).then(onAnswer)}
    >
      Delete
    </button>
  );
}

describe('useConfirm', () => {
  it('asks once for a double click, keeps OK busy until the action answers, and runs it once', async () => {
    const answer = deferred();
    const action = jest.fn(() => answer.promise);
    const onAnswer = jest.fn();
    const { user } = renderWithProviders(<DeleteButton action={action} onAnswer={onAnswer} />);
    await user.dblClick(screen.getByRole('button', { name: 'Delete' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);

    const ok = screen.getByRole('button', { name: CONFIRM_TEXTS.ok });
    await user.dblClick(ok);
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(ok).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer.resolve();
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers false when the action is refused', async () => {
    const onAnswer = jest.fn();
    const { user } = renderWithProviders(
      <DeleteButton action={() => Promise.reject(new Error('refused'))} onAnswer={onAnswer} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });
});
