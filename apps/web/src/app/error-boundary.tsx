// A page that failed to load or render: what happened, in the page's language, and a way to try again.
import { Component, type ReactNode, Suspense } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useApiErrorText } from '../lib/api-error-text.ts';
import { useLocale, useTexts } from '../lib/i18n.tsx';
import { ChunkTimeoutError } from '../lib/lazy-load.ts';

type State = { error: Error | null };

/** The error's detail for a person: an API error or a time-out in the page's language, else the error's own (English) message on an English page. */
function useErrorDetail(error: Error): string | null {
  const { UI_TEXT } = useTexts('common');
  const apiErrorText = useApiErrorText();
  const locale = useLocale();
  if (error instanceof ApiError) return apiErrorText.message(error, UI_TEXT.loadFailed);
  if (error instanceof ChunkTimeoutError) return UI_TEXT.pageTooSlow;
  // NOTE: any other message is the browser's or the code's, in English: not shown on a Bangla page.
  return locale === 'en' ? error.message : null;
}

function PageError({ error }: { error: Error }) {
  const { UI_TEXT } = useTexts('common');
  const detail = useErrorDetail(error);
  return (
    <div className="mx-auto max-w-xl p-8 text-center" role="alert">
      <h1 className="mb-4 text-2xl font-bold">{UI_TEXT.loadFailed}</h1>
      {detail ? <p className="mb-4 text-base-content/80">{detail}</p> : null}
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {UI_TEXT.retry}
      </button>
    </div>
  );
}

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
    // The error texts' catalogue may still be on its way: nothing shows until it is.
    return (
      <Suspense fallback={null}>
        <PageError error={this.state.error} />
      </Suspense>
    );
  }
}
