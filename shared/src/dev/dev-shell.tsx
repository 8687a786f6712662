import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, Layout } from 'antd';
import { onUnauthorized } from '../api/api-client';
import { queryClient } from '../api/query-client';
import { APP_THEME } from '../ui/theme/app-theme';
import { setToastApi, toast } from '../ui/toast';
import { DevStrip } from './dev-strip';
import type { StandaloneOptions } from './standalone-options';

/** Hands antd's context-aware notification API to the shared toasts, as the host does. */
function ToastBridge() {
  const { notification } = AntdApp.useApp();
  useEffect(() => {
    setToastApi(notification);
    onUnauthorized(() => toast.error('Access Denied', 'The mock server refused the token (401).'));
    return () => onUnauthorized(null);
  }, [notification]);
  return null;
}

/**
 * The standalone page: the providers the host would give (a data router, the shared query cache, antd), a dev
 * strip, and the remote's App mounted at '/', exactly as the host mounts it.
 */
export function DevShell(options: StandaloneOptions) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <DevPage {...options} /> }]));
  return <RouterProvider router={router} />;
}

function DevPage({ name, App, home, emptyLabel, store }: StandaloneOptions) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={APP_THEME}>
        <AntdApp>
          <ToastBridge />
          <Layout style={{ minHeight: '100vh' }}>
            <DevStrip name={name} emptyLabel={emptyLabel} store={store} />
            <Layout.Content style={{ padding: 24 }}>
              <Routes>
                <Route path="/" element={<Navigate to={home} replace />} />
                <Route path="*" element={<App basename="/" />} />
              </Routes>
            </Layout.Content>
          </Layout>
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
