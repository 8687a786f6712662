import { Component, type ReactNode } from 'react';
import { toast } from '@storedesk/shared';
import { ROUTING_ERROR_MESSAGE, ROUTING_ERROR_TITLE } from './access-texts';

/**
 * A routing error (a screen of the shell that cannot be loaded or crashes outside a remote's own boundary):
 * a warning toast and back to '/' (spec 1 §2). A second error right after that shows a plain message instead,
 * so a broken start page cannot loop.
 */
interface Props {
  onRecover: () => void;
  children: ReactNode;
}
interface State {
  error: Error | null;
  lastErrorAt: number;
}

const LOOP_WINDOW_MS = 3000;

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, lastErrorAt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[routing]', error);
    const now = Date.now();
    if (now - this.state.lastErrorAt < LOOP_WINDOW_MS) return;
    toast.warning(ROUTING_ERROR_TITLE, ROUTING_ERROR_MESSAGE);
    this.props.onRecover();
    this.setState({ error: null, lastErrorAt: now });
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="sd-login">
          <div className="sd-login-card">
            <h1>Storedesk</h1>
            <p>{ROUTING_ERROR_MESSAGE}</p>
            <button type="button" className="sd-button" onClick={() => window.location.assign('/')}>
              Reload
            </button>
          </div>
        </div>
      );
    }
    return this.props.children;
  }
}
