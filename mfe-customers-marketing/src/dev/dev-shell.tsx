import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, Layout } from 'antd';
import { onUnauthorized, queryClient, setToastApi, toast } from '@storedesk/shared';
import App from '../app';
import { DevStrip } from './dev-strip';

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
 * The standalone page: the providers the host would give (router, the shared query cache, antd), a dev strip,
 * and the remote's App mounted at '/', exactly as the host mounts it.
 */
export function DevShell() {
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={{ token: { colorPrimary: '#1677ff', borderRadius: 8 } }}>
          <AntdApp>
            <ToastBridge />
            <Layout style={{ minHeight: '100vh' }}>
              <DevStrip />
              <Layout.Content style={{ padding: 24 }}>
                <Routes>
                  <Route path="/" element={<Navigate to="/customers" replace />} />
                  <Route path="*" element={<App basename="/" />} />
                </Routes>
              </Layout.Content>
            </Layout>
          </AntdApp>
        </ConfigProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
