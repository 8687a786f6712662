import { Layout, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** Side menu, top bar and the content area where the remotes render. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="lg" width={232}>
        <Link to="/dashboard" style={{ display: 'block', padding: '16px 24px' }}>
          <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
            {collapsed ? 'SD' : 'Storedesk'}
          </Typography.Title>
        </Link>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 24px', borderBottom: '1px solid #f0f0f0' }}>
          <TopBar />
        </Layout.Header>
        <Layout.Content style={{ margin: 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
