// What every console page shares: the signed-in member, the report of a
// failed call (a 401 ends the console's session view), and the polite live
// region where changes are announced.
import { createContext, useContext } from 'react';
import type { StaffMe } from './api';

export interface ConsoleContextValue {
  me: StaffMe;
  /** Tells the console a call failed; a 401 shows the sign-in-again page. */
  report: (error: unknown) => void;
  /** Puts a message in the console's polite live region. */
  announce: (message: string, tone?: 'success' | 'danger') => void;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

/** The console's shared state; only pages inside the console use it. */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) {
    throw new Error('useConsole is used outside the staff console.');
  }
  return value;
}
