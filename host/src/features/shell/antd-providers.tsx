import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
// The theme's own entry: the shell does not take the rest of the list and form kit.
import { APP_THEME } from '@storedesk/shared/ui/theme';

/**
 * antd's ConfigProvider + App: remotes use App.useApp() for modals and messages inside the shell. `fill` gives the
 * App's element the full height for the shell's layout; without it App adds no element at all, so a provider
 * mounted beside the routes (the toast host) takes no room on the page.
 */
export function AntdProviders({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  return (
    <ConfigProvider theme={APP_THEME}>
      {fill ? <App style={{ height: '100%' }}>{children}</App> : <App component={false}>{children}</App>}
    </ConfigProvider>
  );
}
