import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hasPermission, useErrorToast, useSession, hasErrorCode } from '@storedesk/shared';
import { PageLayout } from '@storedesk/shared/ui';
import { usePlan } from './api/plan-detail';
import { PlanLoading, PlanNotFound } from './components/plan-not-found';
import { PlanView } from './components/plan-view';
import { PLAN_TEXTS as T } from './master-contract-texts';
import { usePlanId } from './use-plan-id';
import { planUrls } from './urls';

/** /subscriptions/master/details?id: the plan read only; Edit for a role that may edit. */
export default function PlanDetailContainer() {
  const navigate = useNavigate();
  const id = usePlanId();
  const role = useSession((state) => state.employee?.employee_type);
  const currency = useSession((state) => state.store?.currency);
  const plan = usePlan(id);
  const missing = id === '' || hasErrorCode(plan.error, 'NOT_FOUND');
  // Spec 2 §8: a failed master detail load shows the server's message.
  useErrorToast(missing ? null : plan.error, plan.errorUpdatedAt);

  if (missing) return <PlanNotFound title={T.detailTitle} />;
  if (!plan.data) return <PlanLoading title={T.detailTitle} />;
  return (
    <PageLayout
      title={plan.data.subscription_name}
      back={{ to: planUrls.list(), label: T.backToList }}
      extra={
        hasPermission(role, 'edit_master_subscription') && (
          <Button type="primary" onClick={() => navigate(planUrls.edit(plan.data._id))}>
            {T.edit}
          </Button>
        )
      }
    >
      <Card>
        <PlanView plan={plan.data} currency={currency} />
      </Card>
    </PageLayout>
  );
}
