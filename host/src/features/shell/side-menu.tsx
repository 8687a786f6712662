import { Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { activeMenuKey, useSession } from '@storedesk/shared';
import { useDeployedRemotes } from '../remotes/deployed-remotes';
import { prefetchRemote } from '../remotes/remote-loader';
import { MenuIcon } from './menu-icons';
import { buildMenu } from './menu-items';

/** Built from the registry and the permission table, so it renders without loading any remote (spec 1 §2.8). */
export function SideMenu() {
  const { pathname } = useLocation();
  const role = useSession((state) => state.employee?.employee_type);
  const deployed = useDeployedRemotes((state) => state.names);
  const items = buildMenu(role, deployed);
  const active = activeMenuKey(pathname, items);
  return (
    <Menu
      mode="inline"
      theme="dark"
      aria-label="Main menu"
      selectedKeys={active ? [active] : []}
      items={items.map((item) => ({
        key: item.key,
        icon: <MenuIcon name={item.icon} />,
        label: (
          <Link
            to={item.path}
            onMouseEnter={() => prefetchRemote(item.remote)}
            onFocus={() => prefetchRemote(item.remote)}
          >
            {item.label}
          </Link>
        ),
      }))}
    />
  );
}
