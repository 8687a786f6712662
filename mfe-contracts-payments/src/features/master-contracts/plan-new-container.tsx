import { useState } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toast, toastServerError } from '@storedesk/shared';
import { PageLayout } from '@storedesk/shared/ui';
import { useCreatePlan } from './api/save-plan';
import { PlanForm } from './components/plan-form';
import { emptyPlanValues, formValuesToInput, type PlanFormValues } from './form/plan-form-values';
import { PLAN_TEXTS as T } from './master-contract-texts';
import { planUrls } from './urls';

/** /subscriptions/master/new: after create the user goes to the list. */
export default function PlanNewContainer() {
  const navigate = useNavigate();
  const [initialValues] = useState(emptyPlanValues);
  const create = useCreatePlan();

  const submit = async (values: PlanFormValues) => {
    try {
      const reply = await create.mutateAsync(formValuesToInput(values));
      toast.success(reply.title, reply.message);
      return planUrls.list();
    } catch (error) {
      toastServerError(error as Error);
      return null;
    }
  };

  return (
    <PageLayout title={T.newTitle}>
      <Card>
        <PlanForm
          initialValues={initialValues}
          saving={create.isPending}
          onSubmit={submit}
          onCancel={() => navigate(planUrls.list())}
        />
      </Card>
    </PageLayout>
  );
}
