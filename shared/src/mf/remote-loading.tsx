import { Spin } from 'antd';
import { REMOTE_LOADING_LABEL } from './remote-boundary-texts';

/** The antd spinner shown while a remote's code arrives (lazy for the same reason as RemoteFailure). */
export default function RemoteLoading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin description={REMOTE_LOADING_LABEL} size="large">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
