import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitStopped, useSubmit, type SubmitOptions } from '../use-submit';

/** A promise the test answers by hand, to hold a request in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

type Send = (value: string, key: string) => Promise<string>;

function SaveForm({ send, options }: { send: Send; options: SubmitOptions<string> }) {
  const submit = useSubmit(send, options);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run('the form');
      }}
    >
      <input aria-label="Amount" />
      <button type="submit" aria-busy={submit.busy}>
        Save
      </button>
      <output aria-label="key">{submit.idempotencyKey}</output>
    </form>
  );
}

describe('useSubmit', () => {
  it('sends once for a double click and four Enters, busy from the first until the answer', async () => {
    const user = userEvent.setup();
    const answer = deferred<string>();
    const send = jest.fn<Promise<string>, [string, string]>(() => answer.promise);
    const onSuccess = jest.fn();
    render(<SaveForm send={send} options={{ afterSuccess: 'leave', onSuccess }} />);

    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Amount'), '{Enter}{Enter}{Enter}{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => answer.resolve('saved'));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith('saved');
    // A form that leaves stays locked: an Enter queued behind the answer sends nothing.
    await user.type(screen.getByLabelText('Amount'), '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps one idempotency key for every try until a success, then takes a new one (stay)', async () => {
    const user = userEvent.setup();
    let fail = true;
    const send = jest.fn<Promise<string>, [string, string]>(async () => {
      if (fail) throw new Error('refused');
      return 'saved';
    });
    const onError = jest.fn();
    render(<SaveForm send={send} options={{ afterSuccess: 'stay', onError }} />);
    const key = screen.getByLabelText('key').textContent;

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls.map(([, sentKey]) => sentKey)).toEqual([key, key]);

    await waitFor(() => expect(screen.getByLabelText('key').textContent).not.toBe(key));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2][1]).not.toBe(key);
  });

  it('never reports an error after a success, nor anything after the form is gone', async () => {
    const user = userEvent.setup();
    const answer = deferred<string>();
    const onSuccess = jest.fn();
    const onError = jest.fn();
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && (
            <SaveForm send={() => answer.promise} options={{ afterSuccess: 'leave', onSuccess, onError }} />
          )}
          <button type="button" onClick={() => setShown(false)}>
            Leave
          </button>
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await act(async () => answer.reject(new Error('late')));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('starts a new submission when the opening changes (a modal opened again)', async () => {
    const user = userEvent.setup();
    const send = jest.fn<Promise<string>, [string, string]>(async () => 'saved');
    function Modalish() {
      const [opening, setOpening] = useState(1);
      return (
        <>
          <SaveForm send={send} options={{ afterSuccess: 'leave', opening }} />
          <button type="button" onClick={() => setOpening((n) => n + 1)}>
            Open again
          </button>
        </>
      );
    }
    render(<Modalish />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open again' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][1]).not.toBe(send.mock.calls[0][1]);
  });
});

describe('SubmitStopped', () => {
  it('unlocks the form without an error when the action stops before saving', async () => {
    const user = userEvent.setup();
    const onError = jest.fn();
    const send = jest.fn<Promise<string>, [string, string]>(async () => {
      throw new SubmitStopped();
    });
    render(<SaveForm send={send} options={{ afterSuccess: 'leave', onError }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
    expect(send.mock.calls[1][1]).toBe(send.mock.calls[0][1]);
  });
});
