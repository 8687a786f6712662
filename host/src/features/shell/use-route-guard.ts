import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast, useSession } from '@storedesk/shared';
import {
  ACCESS_DENIED_TITLE,
  ACCESS_DENIED_TOAST_KEY,
  PAGE_ACCESS_DENIED_MESSAGE,
} from '../../app/access-texts';
import { endSessionEverywhere } from '../../app/end-session';
import { useDeployedRemotes } from '../remotes/deployed-remotes';
import { decideRoute, navigatesAway, type RouteDecision } from './route-decision';

export const GUARD_DELAY_MS = 100;

/**
 * Checks every route change (spec 1 §4). The decision is made at once, so a forbidden screen is never rendered
 * and its remote never fetched; the action (redirect, or Access Denied + storage cleared + /login) follows the
 * spec's 100 ms route-change delay. A screen of an area this deployment lacks, or a URL no area has, stays where it
 * is and says so (the shell renders the decision).
 */
export function useRouteGuard(): RouteDecision {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const employee = useSession((state) => state.employee);
  const hasToken = useSession((state) => Boolean(state.token));
  const status = useDeployedRemotes((state) => state.status);
  const deployed = useDeployedRemotes((state) => state.names);
  const decision = decideRoute(pathname, employee, status, deployed, hasToken);
  const kind = decision.kind;
  const leaves = navigatesAway(decision);
  const target = decision.kind === 'redirect' ? decision.to : '/login';

  useEffect(() => {
    if (!leaves) return;
    const timer = setTimeout(() => {
      if (kind === 'deny') {
        toast.error(ACCESS_DENIED_TITLE, PAGE_ACCESS_DENIED_MESSAGE, { key: ACCESS_DENIED_TOAST_KEY });
        endSessionEverywhere();
      }
      navigate(target, { replace: true });
    }, GUARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, kind, leaves, target, navigate]);

  return decision;
}
