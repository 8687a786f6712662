import { screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { hasToastApi, toast } from '@storedesk/shared';
import { deploy, renderHost, resetHost, signIn } from '../../../testing/render-host';
import { useShellLoaded } from '../../../app/shell-loaded';

jest.mock('../../remotes/mf-runtime');

beforeAll(async () => {
  await import('../shell');
});
beforeEach(() => {
  resetHost();
  deploy('mfe_bookings');
});

test("toasts use the shell's antd notification API: bottom right, with a close button", async () => {
  const staticError = jest.spyOn(notification, 'error');
  signIn('ADMIN');
  renderHost('/dashboard');
  await screen.findByText('Fake dashboard', undefined, { timeout: 4000 });
  await waitFor(() => expect(useShellLoaded.getState().loaded).toBe(true));
  // The lazy toast host (already-loaded shell chunk) mounts and registers its API; a busy machine may take a while.
  await waitFor(() => expect(hasToastApi()).toBe(true));

  toast.error('Saved title', 'Saved message');
  expect(await screen.findByText('Saved message')).toBeInTheDocument();
  expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
  expect(document.querySelector('.ant-notification-notice-close')).not.toBeNull();
  expect(staticError).not.toHaveBeenCalled();
});

test('two toasts with one key show once (Access Denied from a route and a 401 together)', async () => {
  signIn('ADMIN');
  renderHost('/dashboard');
  await screen.findByText('Fake dashboard', undefined, { timeout: 4000 });
  await waitFor(() => expect(hasToastApi()).toBe(true));

  toast.error('Access Denied', 'First reason', { key: 'access-denied' });
  toast.error('Access Denied', 'Second reason', { key: 'access-denied' });
  expect(await screen.findByText('Second reason')).toBeInTheDocument();
  expect(screen.getAllByText('Access Denied')).toHaveLength(1);
  expect(screen.queryByText('First reason')).not.toBeInTheDocument();
});
