import { useState } from 'react';
import { RemoteBoundary, type RemoteEntry } from '@storedesk/shared';
import { remoteAppComponent, resetRemote } from './remote-loader';

/** Mounts a remote's App under the catch-all route (basename '/'), inside the failure boundary. */
export function RemoteRoute({ remote, area }: { remote: RemoteEntry; area: string }) {
  // Bumped by Retry so the boundary's children are a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = remoteAppComponent(remote.name);
  return (
    <RemoteBoundary
      area={area}
      onRetry={() => {
        resetRemote(remote.name);
        setAttempt((value) => value + 1);
      }}
    >
      <RemoteApp key={attempt} basename="/" />
    </RemoteBoundary>
  );
}
