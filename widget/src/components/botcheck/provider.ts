// The bot challenge of check-out (spec 000 §1, §7): a provider renders its
// widget into a container and hands back a token, which the BFF verifies.
// The shape follows Cloudflare Turnstile's explicit rendering, so a provider
// loading its script implements the same interface.

/** A bot-challenge provider. */
export interface ChallengeProvider {
  /**
   * Renders the widget for siteKey into container. onToken receives the
   * token of a passed challenge, and null when it is withdrawn or expires;
   * onError receives a failure to render. Returns the function that removes
   * the widget.
   */
  render(
    container: HTMLElement,
    siteKey: string,
    onToken: (token: string | null) => void,
    onError: (message: string) => void,
  ): () => void;
}

/** The token of a passed sandbox challenge (sandbox/botcheck). */
export const SANDBOX_PASS_TOKEN = 'sandbox-pass';

/**
 * The sandbox provider: a labelled checkbox whose tick is a passed
 * challenge. label is its accessible name in the page's language.
 */
export function sandboxProvider(label: string): ChallengeProvider {
  return {
    render(container, siteKey, onToken) {
      const doc = container.ownerDocument;
      const wrapper = doc.createElement('label');
      wrapper.className = 'bot-challenge__sandbox';
      wrapper.dataset.sitekey = siteKey;
      const box = doc.createElement('input');
      box.type = 'checkbox';
      const onChange = () => onToken(box.checked ? SANDBOX_PASS_TOKEN : null);
      box.addEventListener('change', onChange);
      wrapper.append(box, doc.createTextNode(` ${label}`));
      container.append(wrapper);
      return () => {
        box.removeEventListener('change', onChange);
        wrapper.remove();
      };
    },
  };
}
