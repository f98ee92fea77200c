import type { ReactNode } from 'react';
import { Loading } from './Loading';
import { LoadFailure } from './LoadFailure';

/** A page outside the shell: only a main landmark named page-{name} (SHELL-09). */
export function FullPage({ name, children }: { name: string; children: ReactNode }) {
  return (
    <main id="main" className={`page page-${name}`}>
      {children}
    </main>
  );
}

export function LoadingPage() {
  return (
    <FullPage name="loading">
      <Loading />
    </FullPage>
  );
}

/** The full-page load-failure error (ROUTE-26 load-failure). */
export function LoadFailurePage({ onRetry }: { onRetry: () => void }) {
  return (
    <FullPage name="load-failure">
      <LoadFailure onRetry={onRetry} />
    </FullPage>
  );
}
