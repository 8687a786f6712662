import { createRoot } from 'react-dom/client';
import { useSession } from '@storedesk/shared';
import { DevShell } from './dev/dev-shell';
import { signInAs } from './dev/dev-session';
import { worker } from './dev/mocks/browser';

/** Standalone start: mocks first (so the first call is answered), a fake session, then the dev shell. */
async function start() {
  await worker.start({ onUnhandledRequest: 'bypass' });
  if (!useSession.getState().token) signInAs('ADMIN');
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(<DevShell />);
}

void start();
