import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { RouteMatch } from '@storedesk/shared';
import { DEFAULT_HOME, useHomePath } from '../auth/home-path';
import { reloadPage } from '../../app/reload-page';
import { useDeployedRemotes } from '../remotes/deployed-remotes';
import { REMOTES_LIST_FAILED_MESSAGE } from '../remotes/start-remotes';
import {
  AREA_UNAVAILABLE_TITLE,
  areaUnavailableMessage,
  BACK_HOME_LABEL,
  BACK_TO_START_LABEL,
  PAGE_NOT_FOUND_MESSAGE,
  PAGE_NOT_FOUND_TITLE,
  RELOAD_LABEL,
} from './route-result-texts';

/** A link (so it opens in a new tab too) in the look of a button, back to where the user starts. */
function BackHome() {
  const home = useHomePath();
  const navigate = useNavigate();
  if (!home) return null;
  return (
    <Button
      type="primary"
      href={home}
      onClick={(event) => {
        event.preventDefault();
        navigate(home);
      }}
    >
      {home === DEFAULT_HOME ? BACK_HOME_LABEL : BACK_TO_START_LABEL}
    </Button>
  );
}

/** A screen of an area this deployment's remotes.json does not list (or the list could not be read at all). */
export function AreaUnavailable({ match }: { match: RouteMatch }) {
  const listFailed = useDeployedRemotes((state) => state.status === 'failed');
  return (
    <Result
      status="info"
      title={AREA_UNAVAILABLE_TITLE}
      subTitle={listFailed ? REMOTES_LIST_FAILED_MESSAGE : areaUnavailableMessage(match.route.title)}
      extra={
        listFailed ? (
          <Button type="primary" onClick={reloadPage}>
            {RELOAD_LABEL}
          </Button>
        ) : (
          <BackHome />
        )
      }
    />
  );
}

/** A signed-in user on a URL that no area of Storedesk has. */
export function PageNotFound() {
  return (
    <Result
      status="404"
      title={PAGE_NOT_FOUND_TITLE}
      subTitle={PAGE_NOT_FOUND_MESSAGE}
      extra={<BackHome />}
    />
  );
}
