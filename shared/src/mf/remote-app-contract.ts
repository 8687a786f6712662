import type { ComponentType } from 'react';

/**
 * The contract every remote keeps: it exposes './App', whose default export takes the basename it is mounted
 * under and renders a react-router <Routes> of paths relative to it. The host provides the router, the
 * QueryClientProvider and antd's ConfigProvider + App.
 */
export interface RemoteAppProps {
  basename: string;
}
export type RemoteAppComponent = ComponentType<RemoteAppProps>;
export interface RemoteAppModule {
  default: RemoteAppComponent;
}
/** The module every remote exposes. */
export const REMOTE_APP_EXPOSE = 'App';
