import { Component, type ReactNode } from 'react';
import { UI_TEXT } from '@store/shared/messages';

interface State {
  error: Error | null;
}

/** Catches a page that failed to load or render, and offers to try again. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="mx-auto max-w-xl p-8 text-center" role="alert">
        <h1 className="mb-4 text-2xl font-bold">{UI_TEXT.loadFailed}</h1>
        <p className="mb-4 text-base-content/80">{this.state.error.message}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {UI_TEXT.retry}
        </button>
      </div>
    );
  }
}
