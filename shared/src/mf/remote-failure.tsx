import { Button, Result } from 'antd';
import { REMOTE_FAILED_MESSAGE, REMOTE_FAILED_TITLE, REMOTE_RETRY_LABEL } from './remote-boundary-texts';

/** The antd view of a failed remote; loaded lazily so @storedesk/shared does not pull antd in before login. */
export default function RemoteFailure({ area, onRetry }: { area?: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={REMOTE_FAILED_TITLE}
      subTitle={area ? `${area}: ${REMOTE_FAILED_MESSAGE}` : REMOTE_FAILED_MESSAGE}
      extra={
        <Button type="primary" onClick={onRetry}>
          {REMOTE_RETRY_LABEL}
        </Button>
      }
    />
  );
}
