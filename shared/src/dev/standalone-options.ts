import type { RequestHandler } from 'msw';
import type { Store } from '../contracts/store';
import type { RemoteAppComponent } from '../mf/remote-app-contract';

/** What differs between remotes' standalone pages; the rest of the page is the same for all. */
export interface StandaloneOptions {
  /** The remote's package folder, shown in the dev strip (e.g. 'mfe-bookings'). */
  name: string;
  /** The remote's exposed App, mounted at '/' as the host mounts it. */
  App: RemoteAppComponent;
  /** Where '/' leads (the area's first screen, e.g. '/dashboard'). */
  home: string;
  /** The dev strip's label of the "empty" scenario, in the area's words (e.g. 'Empty day'). */
  emptyLabel?: string;
  /** What the remote's screens need of the demo store beyond the factory's (e.g. a store meta config). */
  store?: Partial<Store>;
}

/** The standalone start: the page's options plus the remote's MSW handlers. */
export interface StandaloneStart extends StandaloneOptions {
  handlers: RequestHandler[];
}
