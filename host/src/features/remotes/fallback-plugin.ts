import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, type RemoteAppModule } from '@storedesk/shared';

/**
 * Second layer: when a remote cannot be loaded after the retries, `errorLoadRemote` answers with a stand-in
 * module instead of a rejected promise. Its component throws a RemoteLoadError when rendered, so the third
 * layer (RemoteBoundary) shows the message and the Retry button inside the content area.
 */
export function fallbackPlugin(
  onFailure?: (remote: string, error: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'storedesk-fallback',
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      // Other lifecycles expect other shapes (a manifest, request args); let the error travel on to 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0];
      onFailure?.(name, error);
      const failure = new RemoteLoadError(name, error);
      const fallback: RemoteAppModule = {
        default: function FailedRemote(): never {
          throw failure;
        },
      };
      return fallback;
    },
  };
}
