// The non-production sign-in gate (spec 000 §2 guards; GUARD-05, GUARD-06):
// which visits it stops, and the return target it remembers.
import type { Environment } from './types';

/** The gate's route. */
export const NONPROD_SIGN_IN_ROUTE = 'nonprod-sign-in';
/** The query parameter holding the path (with its query) to return to. */
export const RETURN_PARAM = 'returnTo';
/** Routes the gate never stops: the gate itself and the redirect-mode routes. */
const OPEN_ROUTES: readonly string[] = [NONPROD_SIGN_IN_ROUTE, 'redirect', 'redirect-error'];

export interface GateInput {
  /** The site asks for the gate (requireSignInOutsideProd). */
  required: boolean;
  environment: Environment;
  route: string;
  /** undefined while the session is being read. */
  signedIn: boolean | undefined;
}

/** Whether the visit goes to the gate: outside production, signed out, on a gated route. */
export function gateStops({ required, environment, route, signedIn }: GateInput): boolean {
  return required && environment !== 'prod' && signedIn === false && !OPEN_ROUTES.includes(route);
}

/** A path on this origin, else null: the gate never sends anyone elsewhere. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}
