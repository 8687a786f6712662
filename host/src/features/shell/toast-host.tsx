import { App } from 'antd';
import { useEffect } from 'react';
import { setToastApi } from '@storedesk/shared';
import { AntdProviders } from './antd-providers';

function ToastBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setToastApi(notification);
    return () => setToastApi(null);
  }, [notification]);
  return null;
}

/** Hands the themed notification API to the shared `toast`; mounted beside the routes so it outlives them. */
export function ToastHost() {
  return (
    <AntdProviders>
      <ToastBridge />
    </AntdProviders>
  );
}
