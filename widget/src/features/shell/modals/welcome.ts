// What the welcome modal shows and when (spec 000 §2 "Shell screens", §4
// "Other states", §8 "Storage unavailable", §9): at most 3 features of a
// fixed list, shown only when the site turns it on, the route does not skip
// it and the features differ from the last ones this browser saw.
import type { MessageKey } from '../../../lib/i18n';
import '../../../lib/i18n/modals';
import type { Welcome } from '../../../lib/types';

/** The features a welcome modal can list (spec 000 §2), with their texts. */
export const WELCOME_FEATURES = {
  publicLogin: ['welcome.feature.publicLogin.title', 'welcome.feature.publicLogin.text'],
  savedItems: ['welcome.feature.savedItems.title', 'welcome.feature.savedItems.text'],
  scheduledPayments: ['welcome.feature.scheduledPayments.title', 'welcome.feature.scheduledPayments.text'],
  myPayments: ['welcome.feature.myPayments.title', 'welcome.feature.myPayments.text'],
  payhubGeneral: ['welcome.feature.payhubGeneral.title', 'welcome.feature.payhubGeneral.text'],
  announcements: ['welcome.feature.announcements.title', 'welcome.feature.announcements.text'],
  delivery: ['welcome.feature.delivery.title', 'welcome.feature.delivery.text'],
  eWallet: ['welcome.feature.eWallet.title', 'welcome.feature.eWallet.text'],
  help: ['welcome.feature.help.title', 'welcome.feature.help.text'],
  messaging: ['welcome.feature.messaging.title', 'welcome.feature.messaging.text'],
  search: ['welcome.feature.search.title', 'welcome.feature.search.text'],
  shoppingCart: ['welcome.feature.shoppingCart.title', 'welcome.feature.shoppingCart.text'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>;

export type WelcomeFeature = keyof typeof WELCOME_FEATURES;

/** At most this many features show (spec 000 §9; SHELL-24). */
export const WELCOME_MAX_FEATURES = 3;
/** With welcome.timeLimit the modal hides itself after this long (spec 000 §9; SHELL-41). */
export const WELCOME_TIME_LIMIT_MS = 20_000;
/** A hidden modal is removed this long after it hides (spec 000 §9; SHELL-42). */
export const WELCOME_REMOVE_MS = 300;
/** Where the last features seen are kept (spec 000 §9; SHELL-40). */
export const WELCOME_STORAGE_KEY = 'welcomeFeatures';

function isFeature(name: string): name is WelcomeFeature {
  return Object.hasOwn(WELCOME_FEATURES, name);
}

/** The configured features the modal lists: known ones only, each once, at most 3 (SHELL-24). */
export function welcomeFeatures(configured: readonly string[] | null | undefined): WelcomeFeature[] {
  const known = (configured ?? []).filter(isFeature);
  return [...new Set(known)].slice(0, WELCOME_MAX_FEATURES);
}

/** Whether the modal shows (SHELL-39): on, not skipped by the route, and features unlike the stored ones. */
export function showsWelcome(welcome: Welcome, skipModal: boolean, stored: string | null): boolean {
  return welcome.display && !skipModal && stored !== JSON.stringify(welcomeFeatures(welcome.features));
}

/** The features last seen, as stored; null when none are or storage cannot be read (spec 000 §8). */
export function readSeenFeatures(): string | null {
  try {
    return window.localStorage.getItem(WELCOME_STORAGE_KEY);
  } catch (error) {
    console.warn('Local storage is unavailable: the welcome modal cannot tell what was seen.', error);
    return null;
  }
}

/** Records the features shown, so the same list does not show again (SHELL-40). */
export function storeSeenFeatures(features: readonly WelcomeFeature[]): void {
  try {
    window.localStorage.setItem(WELCOME_STORAGE_KEY, JSON.stringify(features));
  } catch (error) {
    console.warn('Local storage is unavailable: the welcome modal may show again.', error);
  }
}
