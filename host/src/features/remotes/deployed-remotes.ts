import { create } from 'zustand';
import type { RemoteName } from '@storedesk/shared';
import type { RemotesManifest } from './remotes-manifest';

/** Which remotes this deployment has (from remotes.json); menu, guard and routes read it. */
export interface DeployedRemotesState {
  status: 'loading' | 'ready' | 'failed';
  entries: RemotesManifest;
  names: RemoteName[];
}

export const useDeployedRemotes = create<DeployedRemotesState>(() => ({
  status: 'loading',
  entries: {},
  names: [],
}));

export function setDeployedRemotes(entries: RemotesManifest) {
  useDeployedRemotes.setState({ status: 'ready', entries, names: Object.keys(entries) as RemoteName[] });
}

export function setDeployedRemotesFailed() {
  useDeployedRemotes.setState({ status: 'failed', entries: {}, names: [] });
}
