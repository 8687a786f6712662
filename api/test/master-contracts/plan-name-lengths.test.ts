import { NAME_LENGTHS, type ListPlansReply, type MasterPlan } from '@storedesk/shared/contracts';
import {
  asInput,
  create,
  createPlan,
  details,
  edit,
  list,
  planInput,
  useMasterContractsApp,
} from './master-contracts-fixture';

/** Names have the lengths a person needs (issue 21 §2): the longest allowed is kept, one more is a 400. */
useMasterContractsApp();

const count = async () => ((await list()).json() as ListPlansReply).total;
const variantNamed = (name: string) => ({
  name,
  price: 100,
  icon: null,
  is_active: true,
  billing_period: [],
  applicable_to: [],
});

/** A refusal in words that say how long the field may be, and no plan written. */
async function expectRefused(res: Awaited<ReturnType<typeof create>>, limit: number, before: number) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; title: string };
  expect(typeof body.title).toBe('string');
  expect(body.message).toContain(`${limit} characters`);
  expect(await count()).toBe(before);
}

describe('lengths of a master contract’s names', () => {
  it('keeps a name, variant name and SKU of the longest allowed length', async () => {
    const plan = await createPlan({
      subscription_name: 'N'.repeat(NAME_LENGTHS.planName),
      parent_sku: 'S'.repeat(NAME_LENGTHS.planSku),
      variants: [variantNamed('V'.repeat(NAME_LENGTHS.planVariantName))],
    });
    expect(plan.subscription_name).toHaveLength(NAME_LENGTHS.planName);
    expect(plan.parent_sku).toHaveLength(NAME_LENGTHS.planSku);
    expect(plan.variants[0].name).toHaveLength(NAME_LENGTHS.planVariantName);
  });

  it('refuses a name, variant name or SKU one character longer on create, writing nothing', async () => {
    const before = await count();
    await expectRefused(
      await create(planInput({ subscription_name: 'N'.repeat(NAME_LENGTHS.planName + 1) })),
      NAME_LENGTHS.planName,
      before,
    );
    await expectRefused(
      await create(planInput({ parent_sku: 'S'.repeat(NAME_LENGTHS.planSku + 1) })),
      NAME_LENGTHS.planSku,
      before,
    );
    await expectRefused(
      await create(planInput({ variants: [variantNamed('V'.repeat(NAME_LENGTHS.planVariantName + 1))] })),
      NAME_LENGTHS.planVariantName,
      before,
    );
  });

  it('refuses a 300-character name on edit and keeps the plan as it was', async () => {
    const plan: MasterPlan = await createPlan();
    const before = await count();
    await expectRefused(
      await edit({ ...asInput(plan), subscription_name: 'Plan '.repeat(60) }),
      NAME_LENGTHS.planName,
      before,
    );
    const kept = (await details(plan._id)).json() as { data: MasterPlan };
    expect(kept.data).toMatchObject({ subscription_name: plan.subscription_name, version: plan.version });
  });
});
