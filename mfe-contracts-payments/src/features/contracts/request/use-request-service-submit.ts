import {
  SERVICE_REQUEST_MESSAGES as M,
  hasErrorCode,
  hasMessageToShow,
  toast,
  toastServerError,
  useSubmit,
  type ApiError,
} from '@storedesk/shared';
import { useRequestService } from '../api/request-service';
import {
  toServiceRequestInput,
  type RequestServiceContext,
  type RequestServiceValues,
} from './request-service-values';

export interface RequestServiceSubmitOptions {
  contractId: string;
  open: boolean;
  ctx: RequestServiceContext;
  onClose: () => void;
  onReload: () => unknown;
}

/**
 * One service request per action through the kit's submit (its idempotency key sent along): the success toast and
 * the modal closed; NO_VISITS_LEFT (by its code) in the server's words with the contract read again; any other
 * refusal in its own words, or the fallback when it has none.
 */
export function useRequestServiceSubmit({
  contractId,
  open,
  ctx,
  onClose,
  onReload,
}: RequestServiceSubmitOptions) {
  const requestService = useRequestService();
  return useSubmit(
    (values: RequestServiceValues, key: string) =>
      requestService.mutateAsync({
        customer_subscription: toServiceRequestInput(contractId, values, ctx),
        idempotency_key: key,
      }),
    {
      afterSuccess: 'leave',
      opening: open,
      onSuccess: () => {
        toast.success(M.requestedTitle, M.requested);
        onClose();
      },
      onError: (error) => {
        if (hasErrorCode(error, 'NO_VISITS_LEFT')) {
          toast.error((error as ApiError).title, (error as ApiError).message);
          void onReload();
        } else if (hasMessageToShow(error)) toastServerError(error as Error);
        else toast.error(M.failedTitle, M.failed);
      },
    },
  );
}
