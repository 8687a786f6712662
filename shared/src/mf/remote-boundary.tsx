import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import {
  REMOTE_FAILED_MESSAGE,
  REMOTE_FAILED_TITLE,
  REMOTE_LOADING_LABEL,
  REMOTE_RETRY_LABEL,
} from './remote-boundary-texts';

/**
 * Wraps every remote route: Suspense while the remote's code arrives, and an error boundary that shows a clear
 * message with a Retry button when it cannot be loaded (or crashes), so a dead remote never blanks the shell.
 * `onRetry` must make the next render load the remote afresh (the host drops the runtime's cached entry).
 * The antd views are lazy: this file is part of @storedesk/shared's root graph, which loads before login.
 */
const RemoteFailure = lazy(() => import('./remote-failure'));
const RemoteLoading = lazy(() => import('./remote-loading'));

export interface RemoteBoundaryProps {
  /** Shown in the message, e.g. 'Dashboard'. */
  area?: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

function PlainFailure({ area, onRetry }: { area?: string; onRetry: () => void }) {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h3>{REMOTE_FAILED_TITLE}</h3>
      <p>{area ? `${area}: ${REMOTE_FAILED_MESSAGE}` : REMOTE_FAILED_MESSAGE}</p>
      <button type="button" onClick={onRetry}>
        {REMOTE_RETRY_LABEL}
      </button>
    </div>
  );
}

/** Falls back to the plain view when even the antd view cannot be fetched. */
class FailureViewBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[RemoteBoundary] ${this.props.area ?? 'remote'} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { area, children } = this.props;
    if (this.state.error) {
      const plain = <PlainFailure area={area} onRetry={this.retry} />;
      return (
        <FailureViewBoundary fallback={plain}>
          <Suspense fallback={plain}>
            <RemoteFailure area={area} onRetry={this.retry} />
          </Suspense>
        </FailureViewBoundary>
      );
    }
    const plainLoading = (
      <div aria-busy="true" style={{ padding: 48, textAlign: 'center' }}>
        {REMOTE_LOADING_LABEL}
      </div>
    );
    return (
      <Suspense
        fallback={
          <FailureViewBoundary fallback={plainLoading}>
            <Suspense fallback={plainLoading}>
              <RemoteLoading />
            </Suspense>
          </FailureViewBoundary>
        }
      >
        {children}
      </Suspense>
    );
  }
}
