import type { ComponentType } from 'react';
import { cleanup, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { RemoteAppProps } from '../mf/remote-app-contract';
import { remoteByName, type RemoteName } from '../navigation/registry';
import { renderWithProviders } from './render-with-providers';

export interface RemoteAppSuiteOptions {
  /** The remote's name in the registry (`mfe_<area>`). */
  name: RemoteName;
  /** The remote's exposed App. */
  App: ComponentType<RemoteAppProps>;
  /** The remote's dev mocks, so the screens' first calls are answered as on the standalone page. */
  handlers?: RequestHandler[];
  /** Registry routes whose screens are not built yet: they must still render nothing (remove them once built). */
  notYetBuilt?: string[];
}

/** A registry pattern as a URL: each `:param` becomes '1', an optional segment (`/:id?`) is left out. */
export function samplePath(pattern: string): string {
  return pattern.replace(/\/:[A-Za-z_]+\?/g, '').replace(/:[A-Za-z_]+/g, '1');
}

const areaOf = (container: HTMLElement) => container.querySelector('.ant-app');

/**
 * The app test every remote runs: its registry entry (shared/src/navigation/registry.ts) and its App agree. Each
 * registry route renders something inside the App under basename '/' (as the host mounts it) and under another
 * basename; paths outside the basename or not in the registry render nothing. An area with no routes yet
 * (just made by `pnpm new-area`) passes with "no screens yet".
 */
export function describeRemoteApp({
  name,
  App,
  handlers = [],
  notYetBuilt = [],
}: RemoteAppSuiteOptions): void {
  const entry = remoteByName(name);
  const built = (entry?.routes ?? []).filter((route) => !notYetBuilt.includes(route.path));
  const server = setupServer(...handlers);

  describe(`App of ${name} (the exposed ./App) against its registry entry`, () => {
    // A screen's later calls that no mock answers are not this suite's concern.
    beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
    afterEach(() => cleanup());
    afterAll(() => server.close());

    it('has an entry in the registry', () => {
      expect(entry).toBeDefined();
    });

    if (built.length === 0) {
      it('has no screens yet: it renders nothing at its base paths', () => {
        for (const basePath of entry?.basePaths ?? []) {
          const view = renderWithProviders(<App basename="/" />, { route: basePath });
          expect(areaOf(view.container)).toBeEmptyDOMElement();
          view.unmount();
        }
      });
    }

    if (built.length > 0) {
      it.each(built.map((route) => route.path))(
        'renders %s under basename / and under /area',
        async (path) => {
          const url = samplePath(path);
          const atRoot = renderWithProviders(<App basename="/" />, { route: url });
          await waitFor(() => expect(areaOf(atRoot.container)).not.toBeEmptyDOMElement());
          atRoot.unmount();

          const elsewhere = renderWithProviders(<App basename="/area" />, { route: `/area${url}` });
          await waitFor(() => expect(areaOf(elsewhere.container)).not.toBeEmptyDOMElement());
        },
      );
    }

    if (notYetBuilt.length > 0) {
      it.each(notYetBuilt)('renders nothing yet at %s (not built)', (path) => {
        const view = renderWithProviders(<App basename="/" />, { route: samplePath(path) });
        expect(areaOf(view.container)).toBeEmptyDOMElement();
      });
    }

    it('renders nothing outside its basename or at a path it does not own', () => {
      const firstPath = built[0]?.path ?? entry?.basePaths[0] ?? '/';
      const outside = renderWithProviders(<App basename="/area" />, { route: samplePath(firstPath) });
      expect(areaOf(outside.container)).toBeEmptyDOMElement();
      outside.unmount();

      const unknown = renderWithProviders(<App basename="/" />, { route: '/not-an-area-path' });
      expect(areaOf(unknown.container)).toBeEmptyDOMElement();
    });
  });
}
