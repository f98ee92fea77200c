// What a paid check-out hands to the receipt page in navigation state
// (spec 000 §2 "receipt/{receiptId}", CHK-17): the payment, its items and
// tender, the cart's addresses and the survey flag. The receipt page loads
// the receipt itself by id, so a reload or a bookmark still works; the state
// only says that the payer arrived here straight from paying. Also where
// the browser goes instead of the receipt when the site has an external
// receipt page (CHK-16), and which survey link the receipt offers.
import { isWebAddress } from './browser';
import type { CartUrls, CheckoutResult, PaidTender } from './checkoutTypes';
import { pick } from './i18n';
import type { Environment, Language, SurveyLinks } from './types';
import type { SaveOutcome, SavedTenderView } from './walletTypes';

export interface ReceiptNavigationState {
  payment: CheckoutResult;
  items: CheckoutResult['items'];
  tender: PaidTender;
  urls: CartUrls;
  /** Always true from a check-out: the receipt invites the payer to the survey. */
  showSurvey: true;
}

export function receiptNavigationState(result: CheckoutResult, urls: CartUrls | undefined): ReceiptNavigationState {
  return { payment: result, items: result.items, tender: result.tender, urls: urls ?? {}, showSurvey: true };
}

/** What the receipt page uses of its navigation state; nothing when the state is for another receipt. */
export interface ReceiptArrival {
  showSurvey: boolean;
  urls: CartUrls;
  /** The new card or account the check-out saved for the resident (ROLE-07). */
  savedTender?: SavedTenderView;
  /** Why saving it failed (the payment stands). */
  tenderSaveError?: string;
}

export function readReceiptState(state: unknown, receiptId: string): ReceiptArrival {
  const none: ReceiptArrival = { showSurvey: false, urls: {} };
  if (typeof state !== 'object' || state === null) {
    return none;
  }
  const record = state as Partial<Record<keyof ReceiptNavigationState, unknown>>;
  const payment = record.payment as Partial<CheckoutResult> | undefined;
  if (typeof payment !== 'object' || payment === null || payment.receiptId !== receiptId) {
    return none;
  }
  const urls = typeof record.urls === 'object' && record.urls !== null ? (record.urls as CartUrls) : {};
  const arrival: ReceiptArrival = { showSurvey: record.showSurvey === true, urls };
  const { savedTender, tenderSaveError } = payment as SaveOutcome;
  if (typeof savedTender === 'object' && savedTender !== null && typeof savedTender.tenderId === 'string') {
    arrival.savedTender = savedTender;
  }
  if (typeof tenderSaveError === 'string' && tenderSaveError !== '') {
    arrival.tenderSaveError = tenderSaveError;
  }
  return arrival;
}

/** The placeholder of an external receipt URL that the receipt's id replaces (the BFF's site config). */
export const RECEIPT_ID_PLACEHOLDER = '{receiptId}';

/** CHK-16: the external receipt page of a payment, or null when the site has none (or a non-web one). */
export function externalReceiptAddress(template: string | undefined, receiptId: string): string | null {
  const url = (template ?? '').trim().split(RECEIPT_ID_PLACEHOLDER).join(encodeURIComponent(receiptId));
  return url !== '' && isWebAddress(url) ? url : null;
}

/** The survey link for this environment and language, or null when the site configures none. */
export function surveyLink(survey: SurveyLinks | undefined, environment: Environment, language: Language): string | null {
  const links = environment === 'prod' ? survey?.production : survey?.nonProduction;
  const url = pick(links, language).trim();
  return url !== '' && isWebAddress(url) ? url : null;
}
