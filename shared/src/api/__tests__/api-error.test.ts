import { createPaymentOperation, listOrdersOperation } from '../../contracts/all-operations';
import { callApi } from '../api-client';
import { ApiError, hasErrorCode, isSignedOut } from '../api-error';

/** A refusal keeps the answer's code and its other fields; screens decide by the code (issue 22 §3). */
const answer = (status: number, body: unknown) => {
  globalThis.fetch = jest
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ) as unknown as typeof fetch;
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('ApiError', () => {
  it("keeps the over-unpaid question's code and its confirm and unpaid fields", async () => {
    answer(409, {
      message: 'This request asks ₹900.00 but only ₹500.00 is unpaid on booking #1001. Create it anyway?',
      title: 'More Than Unpaid',
      code: 'OVER_UNPAID',
      confirm: true,
      unpaid: '500.00',
    });
    const error = await refusal(callApi(createPaymentOperation, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'OVER_UNPAID', title: 'More Than Unpaid' });
    expect(error?.details).toEqual({ confirm: true, unpaid: '500.00' });
    expect(hasErrorCode(error, 'OVER_UNPAID')).toBe(true);
    expect(hasErrorCode(error, 'CHANGED_ELSEWHERE')).toBe(false);
  });

  it('takes the code from the status when an answer has none (or one it does not know)', async () => {
    answer(404, { message: 'Not found', title: 'Not Found' });
    expect(await refusal(callApi(listOrdersOperation))).toMatchObject({ code: 'NOT_FOUND', details: {} });
    answer(409, { message: 'x', title: 'y', code: 'SOMETHING_NEW' });
    expect(await refusal(callApi(listOrdersOperation))).toMatchObject({ code: 'CONFLICT' });
    answer(401, { message: 'Please log in again', title: 'Access Denied', code: 'UNAUTHORIZED' });
    expect(isSignedOut(await refusal(callApi(listOrdersOperation)))).toBe(true);
  });

  it('names a call that got no answer NETWORK', async () => {
    globalThis.fetch = jest
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    expect(await refusal(callApi(listOrdersOperation))).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
