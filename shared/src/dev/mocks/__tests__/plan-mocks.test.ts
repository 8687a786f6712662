import { callApi, ApiError, PLAN_MESSAGES as M, type MasterPlan } from '../../../index';
import { mockPlans } from '../plans';
import { setUpMocks } from './mock-server';
import { getPlanOperation, listPlansOperation, updatePlanOperation } from '../../../index';

/** The plans domain (master contracts) against the API's main rules (api/test/master-contracts). */
describe('plan mocks', () => {
  setUpMocks();
  const failure = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e as ApiError);
  const editBody = (plan: MasterPlan, changes: Partial<MasterPlan>) => {
    const { contracts_sold: _s, createdAt: _c, updatedAt: _u, ...rest } = { ...plan, ...changes };
    return { store_subscription: rest };
  };

  it('lists the plans newest first', async () => {
    const reply = await callApi<{ data: MasterPlan[]; total: number }>(listPlansOperation, {
      limit: 100,
      offset: 1,
    });
    const newest = [...mockPlans()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(reply.data.map((p) => p._id)).toEqual(newest.map((p) => p._id));
  });

  it("a stale version is 409 with the API's text; a slug of another plan is 409 too", async () => {
    const [first, second] = mockPlans();
    expect(
      await failure(callApi(updatePlanOperation, editBody(first, { version: first.version + 1 }))),
    ).toMatchObject({ status: 409, code: 'CHANGED_ELSEWHERE', message: M.changed, title: M.changedTitle });
    expect(
      await failure(callApi(updatePlanOperation, editBody(first, { url_slug: second.url_slug }))),
    ).toMatchObject({
      status: 409,
      code: 'DUPLICATE',
      message: M.duplicateSlug,
      title: M.duplicateSlugTitle,
    });
    await callApi(updatePlanOperation, editBody(first, { subscription_name: 'Renamed' }));
    expect(mockPlans()[0]).toMatchObject({ subscription_name: 'Renamed', version: first.version + 1 });
  });

  it('an unknown plan is 404 with the API text', async () => {
    const missing = await failure(callApi(getPlanOperation, { id: '00000000-0000-4000-8000-00000000dead' }));
    expect(missing).toMatchObject({ status: 404, message: M.notFound });
  });
});
