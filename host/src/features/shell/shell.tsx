import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useSession } from '@storedesk/shared';
import { usePageTitle } from '../../app/page-title';
import { markShellLoaded } from '../../app/shell-loaded';
import { RemoteRoute } from '../remotes/remote-route';
import { AntdProviders } from './antd-providers';
import { ShellLayout } from './shell-layout';
import { useRouteGuard } from './use-route-guard';

export { ToastHost } from './toast-host';

function Waiting() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" />
    </Flex>
  );
}

/** The content area: the guarded remote for the current path, chosen by the registry's routes. */
function ShellContent() {
  const decision = useRouteGuard();
  const match = decision.kind === 'allow' ? decision.match : undefined;
  usePageTitle(match?.route.title);
  if (!match) return <Waiting />;
  // Keyed by remote: moving between two remotes mounts the other one; paths inside one remote keep it mounted.
  return <RemoteRoute key={match.remote.name} remote={match.remote} area={match.route.title} />;
}

/** Everything behind login, as one lazy chunk: antd providers, layout, menu, guard and the remotes. */
export default function Shell() {
  const signedIn = useSession((state) => Boolean(state.employee));
  useEffect(() => markShellLoaded(), []);
  return (
    <AntdProviders>
      {signedIn ? (
        <ShellLayout>
          <ShellContent />
        </ShellLayout>
      ) : (
        <SignedOut />
      )}
    </AntdProviders>
  );
}

/** No session: the guard still runs (Access Denied or /login after 100 ms); nothing of the shell is shown. */
function SignedOut() {
  useRouteGuard();
  return <Waiting />;
}
