import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useSession, useSubmit } from '@storedesk/shared';
import { useLogout } from './api/logout';
import { useStoreAccess } from './api/store-access';
import { SwitchStoreModal } from './switch-store-modal';
import { SWITCH_STORE_LABEL } from './switch-store-texts';

export const LOGOUT_LABEL = 'Logout';

/**
 * Store name, store switch and logout (spec 1 §2.8). Switch Store is offered only to someone who may open more
 * than one store (spec 1 §6: "a user with child store access can switch").
 */
export function TopBar() {
  const store = useSession((state) => state.store);
  const employee = useSession((state) => state.employee);
  const [switching, setSwitching] = useState(false);
  const logout = useLogout();
  const logoutOnce = useSubmit<void>(() => logout.mutateAsync(), { afterSuccess: 'leave' });
  const stores = useStoreAccess(Boolean(employee));
  const canSwitch = (stores.data?.length ?? 0) > 1;
  const storeName = store?.name ?? employee?.store_data.name ?? '';
  return (
    <Flex justify="space-between" align="center" style={{ height: '100%' }}>
      <Flex align="center" gap={8}>
        <ShopOutlined />
        <Typography.Text strong data-testid="store-name">
          {storeName}
        </Typography.Text>
      </Flex>
      <Flex align="center" gap={12}>
        {employee && (
          <Typography.Text type="secondary">
            {employee.first_name} {employee.last_name} ({employee.employee_type})
          </Typography.Text>
        )}
        {canSwitch && (
          <Button icon={<SwapOutlined />} onClick={() => setSwitching(true)}>
            {SWITCH_STORE_LABEL}
          </Button>
        )}
        <Button icon={<LogoutOutlined />} loading={logoutOnce.busy} onClick={() => void logoutOnce.run()}>
          {LOGOUT_LABEL}
        </Button>
      </Flex>
      <SwitchStoreModal
        open={switching}
        currentStoreId={store?._id ?? employee?.store_data._id}
        onClose={() => setSwitching(false)}
      />
    </Flex>
  );
}
