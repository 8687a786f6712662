import { createRoot } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { useSession } from '../session/session-store';
import { DevShell } from './dev-shell';
import { signInAs } from './dev-session';
import type { StandaloneStart } from './standalone-options';

/**
 * A remote's standalone start: mocks first (so the first call is answered), a demo session unless one is kept,
 * then the dev shell. mockServiceWorker.js is made from the installed msw by the standalone dev server
 * (shared/src/mf/msw-worker-plugin.cjs).
 */
export async function startStandalone({ handlers, ...options }: StandaloneStart): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass' });
  if (!useSession.getState().token) signInAs('ADMIN', options.store);
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(<DevShell {...options} />);
}
