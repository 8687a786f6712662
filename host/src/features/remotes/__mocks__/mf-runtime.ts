// Jest manual mock of the MF runtime: every remote resolves to the fake bookings App (see src/testing).
import type { RemoteAppModule } from '@storedesk/shared';
import { FakeBookingsApp } from '../../../testing/render-host';

export const loadRemote = jest.fn(async (): Promise<RemoteAppModule> => ({ default: FakeBookingsApp }));
export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
