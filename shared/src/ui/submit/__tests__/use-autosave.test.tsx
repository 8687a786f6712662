import { act, renderHook } from '@testing-library/react';
import { useAutosave, type AutosaveOutcome } from '../use-autosave';

/** A promise the test answers by hand, to hold a save in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function twoSavesInFlight() {
  const answers = [deferred<string>(), deferred<string>()];
  const send = jest.fn((value: string) => answers[Number(value)].promise);
  const { result, unmount } = renderHook(() => useAutosave(send));
  const outcomes: Promise<AutosaveOutcome<string>>[] = [];
  act(() => {
    outcomes.push(result.current.save('0'), result.current.save('1'));
  });
  return { answers, send, result, outcomes, unmount };
}

describe('useAutosave', () => {
  it('sends every change (none is dropped while one is in flight) and is saving until the last answer', async () => {
    const { answers, send, result, outcomes } = twoSavesInFlight();
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.saving).toBe(true);
    await act(async () => {
      answers[0].resolve('first');
      answers[1].resolve('second');
      await Promise.all(outcomes);
    });
    expect(result.current.saving).toBe(false);
  });

  it('never reports an error that comes after a later success', async () => {
    const { answers, outcomes } = twoSavesInFlight();
    await act(async () => {
      answers[1].resolve('second');
      answers[0].reject(new Error('late failure'));
    });
    await expect(outcomes[1]).resolves.toEqual({ state: 'saved', result: 'second' });
    await expect(outcomes[0]).resolves.toEqual({ state: 'superseded' });
  });

  it('keeps the latest answer when an older one comes back after it', async () => {
    const { answers, outcomes } = twoSavesInFlight();
    await act(async () => {
      answers[1].resolve('newer');
      answers[0].resolve('older');
    });
    await expect(outcomes[0]).resolves.toEqual({ state: 'superseded' });
    await expect(outcomes[1]).resolves.toEqual({ state: 'saved', result: 'newer' });
  });

  it('reports the latest save failing', async () => {
    const { answers, outcomes } = twoSavesInFlight();
    const error = new Error('refused');
    await act(async () => {
      answers[0].resolve('older');
      answers[1].reject(error);
    });
    await expect(outcomes[1]).resolves.toEqual({ state: 'failed', error });
  });

  it('ignores answers that come after the screen is gone', async () => {
    const { answers, outcomes, unmount } = twoSavesInFlight();
    unmount();
    answers[0].resolve('first');
    answers[1].reject(new Error('after leaving'));
    await expect(Promise.all(outcomes)).resolves.toEqual([{ state: 'superseded' }, { state: 'superseded' }]);
  });
});
