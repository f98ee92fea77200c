// Paths outside any client (spec 000 §2 routes; ROUTE-35): a first segment
// that cannot name a client (a file such as /index.html or /wp-login.php,
// stray punctuation) is nobody's page, so the visitor is sent to the
// provider's homepage instead of a county's root page.

/** The provider's public homepage. */
export const PROVIDER_HOMEPAGE_URL = 'https://github.com/payhub/payhub';

/**
 * A client name as the BFF accepts one in a URL segment (letters, digits,
 * '-' and '_', at most 64: bff/http/widget.go widgetSegment).
 */
const CLIENT_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a path segment can name a client. */
export function isClientSegment(segment: string): boolean {
  return CLIENT_SEGMENT.test(segment);
}
