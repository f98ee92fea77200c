// Leaving the portal for another site (an external receipt page, a PayPal
// approval page). One object, so that tests can watch where the browser was
// sent without a real navigation.

/** Only http(s) addresses may be left for: never a javascript: or data: URL. */
export function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export const browser = {
  /** Sends the browser to url (a full page load). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
