import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

export const THEME: ThemeConfig = { token: { colorPrimary: '#1677ff', borderRadius: 6 } };

/** antd's ConfigProvider + App: remotes use App.useApp() for modals and messages inside the shell. */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={THEME}>
      <App style={{ height: '100%' }}>{children}</App>
    </ConfigProvider>
  );
}
