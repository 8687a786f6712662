import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTitle, useSession } from '@storedesk/shared';
import { usePageTitle } from '../../app/page-title';
import { markShellLoaded } from '../../app/shell-loaded';
import { RemoteRoute } from '../remotes/remote-route';
import { AntdProviders } from './antd-providers';
import { AreaUnavailable, PageNotFound } from './route-result';
import { PAGE_NOT_FOUND_TITLE } from './route-result-texts';
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
  const { pathname } = useLocation();
  const match = decision.kind === 'allow' || decision.kind === 'unavailable' ? decision.match : undefined;
  usePageTitle(
    decision.kind === 'not-found' ? PAGE_NOT_FOUND_TITLE : match && routeTitle(match.route, pathname),
  );
  if (decision.kind === 'unavailable') return <AreaUnavailable match={decision.match} />;
  if (decision.kind === 'not-found') return <PageNotFound />;
  if (decision.kind !== 'allow') return <Waiting />;
  // Keyed by remote: moving between two remotes mounts the other one; paths inside one remote keep it mounted.
  return (
    <RemoteRoute
      key={decision.match.remote.name}
      remote={decision.match.remote}
      area={decision.match.route.title}
    />
  );
}

/** Everything behind login, as one lazy chunk: antd providers, layout, menu, guard and the remotes. */
export default function Shell() {
  const signedIn = useSession((state) => Boolean(state.employee));
  useEffect(() => markShellLoaded(), []);
  return (
    <AntdProviders fill>
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
