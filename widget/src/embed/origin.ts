// Whether the host page may show the widget: its origin against the site's
// frameAncestors (spec 000 §6; contracts §5), the same list the BFF sends as
// Content-Security-Policy: frame-ancestors. Entries are CSP host sources:
// an exact origin, a scheme://*.domain wildcard for subdomains, or 'self'.
// A bare '*' is never honoured: the widget talks to exact origins only.

function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function matches(origin: URL, source: string, selfOrigin: string): boolean {
  if (source === "'self'") {
    return origin.origin === selfOrigin;
  }
  const wildcard = /^(https?):\/\/\*\.([^/:]+)(:\d+)?\/?$/i.exec(source);
  if (wildcard) {
    const [, scheme = '', domain = '', port = ''] = wildcard;
    return (
      origin.protocol === `${scheme.toLowerCase()}:` &&
      origin.hostname.endsWith(`.${domain.toLowerCase()}`) &&
      origin.port === port.replace(':', '')
    );
  }
  const exact = parse(source);
  return exact !== null && /^https?:$/.test(exact.protocol) && exact.origin === origin.origin;
}

/** True when origin (an exact origin) is on the allow-list. */
export function isAllowedAncestor(origin: string, frameAncestors: readonly string[] | null, selfOrigin: string): boolean {
  const parsed = parse(origin);
  if (!parsed || parsed.origin !== origin) {
    return false;
  }
  return (frameAncestors ?? []).some((source) => matches(parsed, source.trim(), selfOrigin));
}
