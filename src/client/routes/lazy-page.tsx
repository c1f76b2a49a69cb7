import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '#client/components/ui/card.tsx';

/**
 * A page loaded on first visit, so the landing and sign-in pages do not carry the whole app.
 * `load` returns the page's module; `name` picks its named export.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          // A screen tall, so the footer below starts off-screen and does not jump when the page arrives.
          <div className="min-h-screen">
            <Spinner label="Loading..." />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
