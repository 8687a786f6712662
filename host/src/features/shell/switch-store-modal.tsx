import { Alert, Button, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { ApiError, toast, useSubmit, type StoreAccess } from '@storedesk/shared';
import { AppModal } from '@storedesk/shared/ui/modal';
import { useStoreAccess } from './api/store-access';
import { useSwitchStore } from './api/switch-store';
import {
  CURRENT_STORE_LABEL,
  NO_OTHER_STORES,
  STORE_LIST_FAILED,
  SWITCH_STORE_TITLE,
} from './switch-store-texts';

/** The stores this employee may open (GET employee/store_access); the current one is marked. */
export function SwitchStoreModal({
  open,
  currentStoreId,
  onClose,
}: {
  open: boolean;
  currentStoreId: string | undefined;
  onClose: () => void;
}) {
  const stores = useStoreAccess(open);
  const switcher = useSwitchStore();
  // One switch: the page reloads on the new store, so nothing more is sent after the first click.
  const switchOnce = useSubmit((storeId: string) => switcher.mutateAsync(storeId), {
    afterSuccess: 'leave',
    onError: (error) =>
      error instanceof ApiError
        ? toast.error(error.title, error.message)
        : toast.error('Error', String(error)),
  });
  const choose = (access: StoreAccess) => void switchOnce.run(access.store_id._id);
  const list = stores.data ?? [];
  return (
    <AppModal open={open} title={SWITCH_STORE_TITLE} onCancel={onClose} footer={null} destroyOnHidden>
      {stores.isError && <Alert type="error" title={STORE_LIST_FAILED} showIcon />}
      {stores.isLoading && (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      )}
      {stores.isSuccess && list.length === 0 && <Empty description={NO_OTHER_STORES} />}
      <Flex vertical gap={8} role="list" aria-label="Stores">
        {list.map((access) => {
          const current = access.store_id._id === currentStoreId;
          return (
            <Flex
              key={access._id}
              role="listitem"
              justify="space-between"
              align="center"
              style={{ padding: '8px 12px', border: '1px solid #f0f0f0', borderRadius: 6 }}
            >
              <Typography.Text strong={current}>{access.store_id.name}</Typography.Text>
              {current ? (
                <Tag color="blue">{CURRENT_STORE_LABEL}</Tag>
              ) : (
                <Button
                  type="primary"
                  size="small"
                  loading={switchOnce.busy && switcher.variables === access.store_id._id}
                  disabled={switchOnce.busy}
                  onClick={() => choose(access)}
                  aria-label={`Switch to ${access.store_id.name}`}
                >
                  Switch
                </Button>
              )}
            </Flex>
          );
        })}
      </Flex>
    </AppModal>
  );
}
