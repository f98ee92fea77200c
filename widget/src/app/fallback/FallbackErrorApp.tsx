// The fallback error app (spec 000 §8 "Startup failure"; ERR-32): what the
// portal shows when it cannot start, for example when its texts cannot be
// fetched or a render fails before any page's own error handling exists.
// It needs nothing that may have failed: no store, no catalogue, no router.
// Its words are therefore fixed here, in both languages at once, and its
// one action reloads the page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The fixed texts: the catalogue may be what failed to load. */
export const FALLBACK_TEXTS = {
  en: {
    title: 'This site could not start',
    body: 'Something went wrong while loading the payment site. Nothing was charged. Please reload the page, or come back in a few minutes.',
    reload: 'Reload the page',
  },
  es: {
    title: 'Este sitio no pudo iniciarse',
    body: 'Algo salió mal al cargar el sitio de pagos. No se hizo ningún cargo. Vuelva a cargar la página o regrese en unos minutos.',
    reload: 'Volver a cargar la página',
  },
} as const;

export interface FallbackErrorAppProps {
  /** Reloads the page; tests pass a spy. */
  onReload?: () => void;
}

export function FallbackErrorApp({ onReload = () => window.location.reload() }: FallbackErrorAppProps) {
  const { en, es } = FALLBACK_TEXTS;
  return (
    <main id="main" className="page page-startup-error fallback-app">
      <section aria-labelledby="fallback-title-en" lang="en">
        <h1 id="fallback-title-en">{en.title}</h1>
        <p>{en.body}</p>
      </section>
      <section aria-labelledby="fallback-title-es" lang="es">
        <h2 id="fallback-title-es">{es.title}</h2>
        <p>{es.body}</p>
      </section>
      <button type="button" className="fallback-app__reload" onClick={onReload}>
        {en.reload} <span lang="es">/ {es.reload}</span>
      </button>
    </main>
  );
}

export interface StartupBoundaryProps {
  children: ReactNode;
  /** Hears the error that stopped start-up (logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  onReload?: () => void;
}

/**
 * Renders its children, and the fallback error app in their place when a
 * render below throws and nothing nearer caught it.
 */
export class StartupBoundary extends Component<StartupBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <FallbackErrorApp onReload={this.props.onReload} /> : this.props.children;
  }
}
