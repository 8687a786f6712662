import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CreatePlanBody,
  type EditPlanBody,
  type MasterPlanInput,
  type MessageReply,
  type PlanStatusBody,
  type PlanWriteReply,
  createPlanOperation,
  updatePlanOperation,
  updatePlanStatusOperation,
} from '@storedesk/shared';
import { planKeys } from '../../shared/api/plan-keys';

/** POST store/subscription {store_subscription}. */
export function createPlan(plan: MasterPlanInput): Promise<PlanWriteReply> {
  const body: CreatePlanBody = { store_subscription: plan };
  return api.call<PlanWriteReply>(createPlanOperation, body);
}

/** PUT store/subscription {store_subscription with _id and version}. */
export function editPlan(plan: EditPlanBody['store_subscription']): Promise<PlanWriteReply> {
  const body: EditPlanBody = { store_subscription: plan };
  return api.call<PlanWriteReply>(updatePlanOperation, body);
}

/** PUT store/subscription/status {store_subscription: {_id, is_active}}: answers message and title. */
export function setPlanStatus(status: PlanStatusBody['store_subscription']): Promise<MessageReply> {
  const body: PlanStatusBody = { store_subscription: status };
  return api.call<MessageReply>(updatePlanStatusOperation, body);
}

function usePlanWrite<V>(write: (values: V) => Promise<PlanWriteReply>) {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: write,
    onSuccess: async (reply) => {
      queryClient.setQueryData(planKeys.detail(storeId, reply.data._id), { data: reply.data });
      await queryClient.invalidateQueries({ queryKey: planKeys.list(storeId) });
    },
  });
}

export const useCreatePlan = () => usePlanWrite(createPlan);
export const useEditPlan = () => usePlanWrite(editPlan);

export function usePlanStatus() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: setPlanStatus,
    onSettled: async (_reply, _error, status) => {
      await queryClient.invalidateQueries({ queryKey: planKeys.list(storeId) });
      await queryClient.invalidateQueries({ queryKey: planKeys.detail(storeId, status._id) });
    },
  });
}
