import { Button } from 'antd';
import { toast, toastServerError, type ContractDetails } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { useSyncContract } from '../api/sync-contract';
import { CONTRACT_SYNC_TEXTS as T } from '../address-sync-texts';

/**
 * Sync with the field-service system (spec 2 §2, §8): asked once, sent once (the kit's confirm keeps OK busy
 * until the answer and answers a second click with no). A refusal shows the server's title and words; the
 * details refetch either way, so the sync history shows the attempt. The caller shows it only to those who may
 * and only when the store has a field-service system.
 */
export function SyncContractButton({ contract }: { contract: ContractDetails }) {
  const confirm = useConfirm();
  const sync = useSyncContract();
  const run = () =>
    void confirm({
      title: T.confirm,
      content: T.confirmContent,
      okText: T.sync,
      onConfirm: () =>
        sync.mutateAsync(contract._id).then(
          () => toast.success(T.syncedTitle, T.synced),
          (error: unknown) => {
            toastServerError(error as Error);
            throw error;
          },
        ),
    });
  return (
    <Button onClick={run} loading={sync.isPending}>
      {T.sync}
    </Button>
  );
}
