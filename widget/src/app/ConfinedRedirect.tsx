// The redirect of a confined user (spec 000 §2 guards; GUARD-03, GUARD-04):
// a property-tax user asking for any other page of the site goes to its
// property-tax route, and a warning names the page asked for unless it was
// home, where every sign-in lands. The route log (GUARD-12) records the
// redirect as any other. The portal's only.
import { useEffect } from 'react';
import { Redirect } from 'wouter';

export interface ConfinedRedirectProps {
  /** The path asked for. */
  from: string;
  to: string;
  warn: boolean;
}

export function ConfinedRedirect({ from, to, warn }: ConfinedRedirectProps) {
  useEffect(() => {
    if (warn) {
      console.warn(`A property-tax user asked for ${from}: going to ${to}`);
    }
  }, [from, to, warn]);
  return <Redirect to={to} replace />;
}
