import { renderHook } from '@testing-library/react';
import { setToastApi } from '../../ui/toast';
import { ApiError } from '../api-error';
import { toastServerError, useErrorToast } from '../use-error-toast';

const error = jest.fn();
beforeEach(() => {
  error.mockClear();
  setToastApi({ error, success: jest.fn(), warning: jest.fn(), info: jest.fn() });
});
afterAll(() => setToastApi(null));

const shown = () => error.mock.calls.map(([args]) => [args.title, args.description]);

describe('useErrorToast', () => {
  it("toasts the server's title and message once per failure, and a new failure again", () => {
    const failure = new ApiError(400, 'Bad filter', 'Invalid');
    const { rerender } = renderHook((props) => useErrorToast(props.error, props.at), {
      initialProps: { error: failure as unknown, at: 1 },
    });
    rerender({ error: failure, at: 1 });
    expect(shown()).toEqual([['Invalid', 'Bad filter']]);
    rerender({ error: failure, at: 2 });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("leaves a 401 to the host and says plain errors as 'Error'", () => {
    renderHook(() => useErrorToast(new ApiError(401, 'Signed out', 'Access Denied'), 1));
    renderHook(() => useErrorToast(null, 0));
    renderHook(() => useErrorToast(new Error('offline'), 1));
    expect(shown()).toEqual([['Error', 'offline']]);
  });
});

describe('toastServerError', () => {
  it("shows a failed write's title and message, but not a 401", () => {
    toastServerError(new ApiError(409, 'Changed elsewhere', 'Stale'));
    toastServerError(new ApiError(401, 'Signed out', 'Access Denied'));
    toastServerError(new Error('offline'));
    expect(shown()).toEqual([
      ['Stale', 'Changed elsewhere'],
      ['Error', 'offline'],
    ]);
  });
});
