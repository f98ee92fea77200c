import type { Language } from './protocol';

/** The iframe's height until the widget reports its own; the placeholder fills the same box. */
export const MIN_HEIGHT_PX = 480;
/** The tallest height the SDK applies, so a faulty report cannot make the page enormous. */
export const MAX_HEIGHT_PX = 20_000;

export type ViewState = 'loading' | 'ready' | 'error';

const TEXT: Record<Language, Record<'loading' | 'error', string>> = {
  en: { loading: 'Loading payment…', error: 'The payment form could not be loaded.' },
  es: { loading: 'Cargando el pago…', error: 'No se pudo cargar el formulario de pago.' },
};

/** A reported height as integer CSS pixels within [0, MAX_HEIGHT_PX], or undefined when it is not a finite number. */
export function clampHeight(px: unknown): number | undefined {
  if (typeof px !== 'number' || !Number.isFinite(px)) return undefined;
  return Math.min(MAX_HEIGHT_PX, Math.max(0, Math.ceil(px)));
}

export interface ViewOptions {
  src: string;
  title: string;
  language: Language;
  cspNonce?: string | undefined;
}

/**
 * The SDK's DOM: one root element holding the iframe and, until the widget
 * attaches, a placeholder over it. Styles go through the CSSOM (allowed by
 * any CSP style-src); a <style> element is added only with the host's nonce.
 */
export class View {
  readonly root: HTMLDivElement;
  readonly iframe: HTMLIFrameElement;
  private readonly placeholder: HTMLDivElement;
  private readonly label: HTMLSpanElement;
  private state: ViewState = 'loading';
  private language: Language;

  constructor(container: Element, o: ViewOptions) {
    const doc = container.ownerDocument;
    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>) => {
      const node = doc.createElement(tag);
      for (const name in attrs) node.setAttribute(name, attrs[name] as string);
      return node;
    };
    this.language = o.language;
    this.root = el('div', { 'data-payhub-embed': '', 'data-payhub-state': 'loading', 'aria-busy': 'true' });
    this.root.style.position = 'relative';

    this.placeholder = el('div', { 'data-payhub-placeholder': '', role: 'status' });
    Object.assign(this.placeholder.style, {
      position: 'absolute',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '.5em',
    });
    if (o.cspNonce) {
      const style = el('style', { nonce: o.cspNonce });
      style.textContent =
        '@keyframes payhub-spin{to{transform:rotate(1turn)}}' +
        '[data-payhub-spinner]{width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:payhub-spin 1s linear infinite}' +
        '@media (prefers-reduced-motion:reduce){[data-payhub-spinner]{animation:none}}' +
        '[data-payhub-state=error] [data-payhub-spinner]{display:none}';
      this.root.append(style);
      this.placeholder.append(el('span', { 'data-payhub-spinner': '', 'aria-hidden': 'true' }));
    }
    this.label = el('span', {});
    this.placeholder.append(this.label);

    // src is set before insertion so the browser fires no load event for about:blank.
    this.iframe = el('iframe', {
      src: o.src,
      title: o.title,
      allow: 'payment',
      referrerpolicy: 'strict-origin-when-cross-origin',
      loading: 'eager',
      width: '100%',
      height: String(MIN_HEIGHT_PX),
    });
    Object.assign(this.iframe.style, {
      display: 'block',
      width: '100%',
      border: '0',
      height: `${MIN_HEIGHT_PX}px`,
      visibility: 'hidden',
    });
    this.root.append(this.iframe, this.placeholder);
    this.render();
    container.append(this.root);
  }

  setState(state: ViewState): void {
    this.state = state;
    this.render();
  }

  setLanguage(language: Language): void {
    this.language = language;
    this.render();
  }

  /** Sets the iframe's height; the only writer of it, and it never reads a measured size back. */
  setHeight(px: number): void {
    this.iframe.height = String(px);
    this.iframe.style.height = `${px}px`;
  }

  remove(): void {
    this.root.remove();
  }

  private render(): void {
    const { root, state } = this;
    root.setAttribute('data-payhub-state', state);
    if (state === 'ready') {
      root.removeAttribute('aria-busy');
      this.placeholder.remove();
      this.iframe.style.visibility = '';
      return;
    }
    if (state === 'error') {
      root.removeAttribute('aria-busy');
      this.iframe.style.visibility = 'hidden';
    }
    if (this.iframe.style.visibility && this.placeholder.parentNode !== root) root.append(this.placeholder);
    this.label.textContent = TEXT[this.language][state];
  }
}
