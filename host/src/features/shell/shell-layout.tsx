import { Layout, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/**
 * Side menu, top bar and the content area where the remotes render. The layout is exactly the viewport's height:
 * the side menu and the top bar stay in place, only the content area scrolls (and a long menu scrolls inside the
 * side menu), so the document itself never scrolls.
 */
/** antd's `lg` breakpoint: below it the side menu starts collapsed. */
const NARROW = '(max-width: 991.98px)';

/** Read before the first paint: antd's Sider learns the width only after it, and collapsing then moves the page. */
const startsCollapsed = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(NARROW).matches);

export function ShellLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const { pathname } = useLocation();
  const content = useRef<HTMLElement>(null);
  // The content area is the page's scroller now: a new screen starts at its top, as a new page would.
  useEffect(() => {
    content.current?.scrollTo?.({ top: 0 });
  }, [pathname]);
  return (
    <Layout hasSider style={{ height: '100%', overflow: 'hidden' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={232}
        data-testid="side-menu"
      >
        <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <Link to="/dashboard" style={{ display: 'block', padding: '16px 24px', flex: 'none' }}>
            <Typography.Title level={4} style={{ color: '#fff', margin: 0, whiteSpace: 'nowrap' }}>
              {collapsed ? 'SD' : 'Storedesk'}
            </Typography.Title>
          </Link>
          <div
            style={{
              flex: 1,
              minHeight: 0,
              overflowY: 'auto',
              overflowX: 'hidden',
              scrollbarWidth: 'thin',
              scrollbarColor: 'rgba(255, 255, 255, 0.25) transparent',
            }}
          >
            <SideMenu />
          </div>
        </div>
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{ background: '#fff', padding: '0 24px', borderBottom: '1px solid #f0f0f0', flex: 'none' }}
        >
          <TopBar />
        </Layout.Header>
        <Layout.Content ref={content} data-testid="shell-content" style={{ padding: 24, overflow: 'auto' }}>
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
