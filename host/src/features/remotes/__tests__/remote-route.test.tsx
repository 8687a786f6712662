import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  REMOTE_FAILED_TITLE,
  RemoteLoadError,
  remoteByName,
  type RemoteAppModule,
  type RemoteEntry,
} from '@storedesk/shared';
import { FakeBookingsApp, deploy } from '../../../testing/render-host';
import { fallbackPlugin } from '../fallback-plugin';
import { loadRemote, registerRemotes } from '../mf-runtime';
import { prefetchRemote, resetRemote } from '../remote-loader';
import { RemoteRoute } from '../remote-route';

jest.mock('../mf-runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const bookings = remoteByName('mfe_bookings') as RemoteEntry;
const load = jest.mocked(loadRemote);

function renderRoute() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <nav>Menu still here</nav>
      <RemoteRoute remote={bookings} area="Dashboard" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  deploy('mfe_bookings');
  resetRemote('mfe_bookings');
  load.mockReset();
  jest.mocked(registerRemotes).mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote that cannot be loaded shows the message and a Retry that loads it afresh once it is back', async () => {
  // What the fallback plugin (errorLoadRemote) answers after the retry plugin gave up.
  const failed = (await fallbackPlugin().errorLoadRemote?.({
    id: 'mfe_bookings/App',
    error: new Error('500'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as never,
  })) as RemoteAppModule;
  load.mockResolvedValueOnce(failed);
  renderRoute();

  expect(await screen.findByText(REMOTE_FAILED_TITLE, undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByText('Menu still here')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_bookings/App');

  load.mockResolvedValueOnce({ default: FakeBookingsApp });
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Fake dashboard')).toBeInTheDocument();
  // The runtime's cached manifest, entry and module are dropped, so both are really requested again.
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'mfe_bookings', entry: 'http://remotes.test/mfe_bookings/mf-manifest.json' }],
    { force: true },
  );
  expect(load).toHaveBeenCalledTimes(2);
});

test('a rejected load (no fallback) also ends in the message, and a remote that crashes while rendering too', async () => {
  load.mockRejectedValueOnce(new Error('network down'));
  const first = renderRoute();
  expect(await screen.findByText(REMOTE_FAILED_TITLE, undefined, { timeout: 4000 })).toBeInTheDocument();
  first.unmount();

  const Crashing = () => {
    throw new Error('bug in the remote');
  };
  resetRemote('mfe_bookings');
  load.mockResolvedValueOnce({ default: Crashing });
  renderRoute();
  expect(await screen.findByText(REMOTE_FAILED_TITLE, undefined, { timeout: 4000 })).toBeInTheDocument();
});

test('the remote code is fetched once, on first use (hover prefetch and route share it)', async () => {
  load.mockResolvedValue({ default: FakeBookingsApp });
  prefetchRemote('mfe_bookings');
  renderRoute();
  expect(await screen.findByText('Fake dashboard', undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('the fallback plugin only answers for a failed remote load, with a component that raises RemoteLoadError', async () => {
  const plugin = fallbackPlugin();
  const other = await plugin.errorLoadRemote?.({
    id: 'http://remotes.test/mf-manifest.json',
    error: new Error('x'),
    from: 'runtime',
    lifecycle: 'afterResolve',
    origin: {} as never,
  });
  expect(other).toBeUndefined();
  const module = (await plugin.errorLoadRemote?.({
    id: 'mfe_bookings/App',
    error: new Error('boom'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as never,
  })) as RemoteAppModule;
  expect(() => (module.default as unknown as () => never)()).toThrow(RemoteLoadError);
});
