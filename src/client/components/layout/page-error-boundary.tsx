import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '#client/components/ui/button.tsx';

/** A page's code that could not be fetched (often a new release replaced it): only a fresh load helps. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);

function logPageError(error: unknown, info: ErrorInfo) {
  console.error('Passport Buddy: this page failed to render.', error, info.componentStack);
}

/**
 * Around the routed page: a page that throws shows a way back instead of a blank screen, while the header,
 * footer and chat stay usable. Moving to another page clears it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary
      FallbackComponent={PageError}
      onError={logPageError}
      resetKeys={[location]}
      onReset={(details) => {
        if (details.reason !== 'imperative-api') return; // moved to another page: nothing to retry
        if (isChunkLoadError(details.args[0])) {
          window.location.reload();
          return;
        }
        // Try again asks the server afresh: drop the data only the failed page was using.
        queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

function PageError({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <AlertTriangle className="mx-auto size-10 text-amber-700" aria-hidden />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Something went wrong on this page</h1>
      <p className="mt-3 text-slate-700">
        Please try again. What you have saved is safe; if this keeps happening, go back to the home page or contact
        support.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => resetErrorBoundary(error)}>Try again</Button>
        <Link href="/" className={buttonClass('outline')}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
