import { useState } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toast, toastServerError, type MasterPlan, hasErrorCode } from '@storedesk/shared';
import { useStaleSaveOffer, PageLayout } from '@storedesk/shared/ui';
import { usePlan } from './api/plan-detail';
import { useEditPlan } from './api/save-plan';
import { PlanForm } from './components/plan-form';
import { PlanLoading, PlanNotFound } from './components/plan-not-found';
import { formValuesToInput, planToFormValues, type PlanFormValues } from './form/plan-form-values';
import { PLAN_TEXTS as T } from './master-contract-texts';
import { usePlanId } from './use-plan-id';
import { planUrls } from './urls';

/**
 * /subscriptions/master/edit?id: the saved plan in the form; saving goes to its details. A save refused as stale
 * offers to reload the plan into a fresh form. Contracts already sold keep the terms they were sold with.
 */
export default function PlanEditContainer() {
  const id = usePlanId();
  const plan = usePlan(id);
  const [opened, setOpened] = useState(0);
  const reload = async () => {
    await plan.refetch();
    setOpened((n) => n + 1);
  };

  const missing = id === '' || hasErrorCode(plan.error, 'NOT_FOUND');
  if (missing) return <PlanNotFound title={T.editTitle} />;
  if (!plan.data) return <PlanLoading title={T.editTitle} />;
  return (
    <PageLayout title={T.editTitle}>
      <Card>
        <EditPlanForm key={`${id}:${opened}`} plan={plan.data} onReload={reload} />
      </Card>
    </PageLayout>
  );
}

function EditPlanForm({ plan, onReload }: { plan: MasterPlan; onReload: () => Promise<void> }) {
  const navigate = useNavigate();
  const edit = useEditPlan();
  const offerReload = useStaleSaveOffer();
  const [opened] = useState(() => ({ values: planToFormValues(plan), version: plan.version }));

  const submit = async (values: PlanFormValues) => {
    try {
      const reply = await edit.mutateAsync({
        _id: plan._id,
        version: opened.version,
        ...formValuesToInput(values),
      });
      toast.success(reply.title, reply.message);
      return planUrls.detail(plan._id);
    } catch (error) {
      if (!offerReload(error, onReload)) toastServerError(error as Error);
      return null;
    }
  };

  return (
    <PlanForm
      saved
      initialValues={opened.values}
      saving={edit.isPending}
      onSubmit={submit}
      onCancel={() => navigate(planUrls.detail(plan._id))}
    />
  );
}
