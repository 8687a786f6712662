import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  hasPermission,
  toast,
  toastServerError,
  useErrorToast,
  useSession,
  useSubmit,
  type MasterPlan,
} from '@storedesk/shared';
import { PageLayout } from '@storedesk/shared/ui';
import { usePlans } from '../shared/api/list-plans';
import { usePlanStatus } from './api/save-plan';
import { PlansTable } from './components/plans-table';
import { PLAN_TEXTS as T } from './master-contract-texts';
import { planUrls } from './urls';

/** /subscriptions/master: up to 100 plans with an active toggle (spec 2 §2, §4). */
export default function PlanListContainer() {
  const navigate = useNavigate();
  const role = useSession((state) => state.employee?.employee_type);
  const plans = usePlans();
  useErrorToast(plans.error, plans.errorUpdatedAt);
  const status = usePlanStatus();

  // One toggle at a time: a double click on a switch sends once.
  const toggleOnce = useSubmit((change: { _id: string; is_active: boolean }) => status.mutateAsync(change), {
    afterSuccess: 'stay',
    onSuccess: (reply) => toast.success(reply.title, reply.message),
    onError: (error) => toastServerError(error as Error),
  });
  const toggle = (plan: MasterPlan, active: boolean) =>
    void toggleOnce.run({ _id: plan._id, is_active: active });

  return (
    <PageLayout
      title={T.listTitle}
      extra={
        <>
          {hasPermission(role, 'create_master_subscription') && (
            <Button type="primary" onClick={() => navigate(planUrls.create())}>
              {T.newPlan}
            </Button>
          )}
        </>
      }
    >
      <PlansTable
        rows={plans.data?.data ?? []}
        loading={plans.isFetching}
        canOpen={hasPermission(role, 'detail_master_subscription')}
        canEdit={hasPermission(role, 'edit_master_subscription')}
        canToggle={hasPermission(role, 'update_master_subscription_status')}
        togglingId={toggleOnce.busy ? (status.variables?._id ?? null) : null}
        onToggle={toggle}
      />
    </PageLayout>
  );
}
