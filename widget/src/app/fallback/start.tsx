// Start-up of the portal with its last line of defence: whatever fails
// while the portal starts, before or during its first render, leaves the
// fallback error app on screen instead of a blank page (ERR-32).
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FallbackErrorApp, StartupBoundary } from './FallbackErrorApp';

/** What start-up logs; the console is all a page that failed to start can count on. */
function logStartupFailure(error: unknown): void {
  console.error('The portal could not start', error);
}

/**
 * Renders the tree `build` makes into container. When build throws, or a
 * render below throws uncaught, the fallback error app is shown instead.
 */
export async function startPortal(container: HTMLElement, build: () => ReactNode | Promise<ReactNode>): Promise<void> {
  const root = createRoot(container);
  let tree: ReactNode;
  try {
    tree = await build();
  } catch (error) {
    logStartupFailure(error);
    root.render(<FallbackErrorApp />);
    return;
  }
  root.render(
    <StrictMode>
      <StartupBoundary onError={logStartupFailure}>{tree}</StartupBoundary>
    </StrictMode>,
  );
}
