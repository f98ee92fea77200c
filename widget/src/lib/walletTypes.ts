// Wire types of the BFF's wallet routes (the resident's saved payment
// methods, spec 001 §3 and §4 "Wallet"): written by hand from the agreed
// contract until bff/http/openapi.yaml describes them. Each is meant to
// become an alias of its generated type (api.gen.ts) once it does:
// SavedTenderView -> Schemas['WalletTenderView'] and so on.

/** The kinds of saved tender (WAL-03). */
export type SavedTenderType = 'card' | 'bank' | 'paypal';

/** A billing address kept with a saved tender. Hand-written: swap for the generated type. */
export interface BillingAddress {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/**
 * A saved tender as the browser sees it (WAL-05); tokens never reach the
 * browser. Hand-written: swap for the generated type.
 */
export interface SavedTenderView {
  tenderId: string;
  type: SavedTenderType;
  /** WAL-07, in the request's language. */
  name: string;
  /** "" when none. */
  nickname: string;
  lastDigits: string;
  /** Cards only. */
  cardBrand?: string;
  /** MM/YY, cards only. */
  expiry?: string;
  /** WAL-11 on the server's clock. */
  isExpired: boolean;
  isExpiring: boolean;
  /** Banks only. */
  bankAccountType?: string;
  /** PayPal only. */
  paypalEmail?: string;
  userName: string;
  isLastUsed: boolean;
  displayInWallet: boolean;
  source: string;
  billingAddress?: BillingAddress;
}

/** A guest's tender that the signed-in resident may keep (claim). Hand-written: swap for the generated type. */
export interface ClaimableTender {
  type: SavedTenderType;
  cardBrand?: string;
  lastDigits: string;
  name: string;
}

/** `GET /wallet`. Hand-written: swap for the generated type. */
export interface WalletBody {
  tenders: SavedTenderView[] | null;
  claimable: ClaimableTender | null;
}

/**
 * Card-input frames and the time their tokens expire: `GET /wallet/frames`
 * (bound to the resident) and `POST /checkout/wallet-frames` (bound to the
 * cart). Hand-written: swap for the generated type.
 */
export interface WalletFrames {
  origin: string;
  cardInputUrl: string;
  bankInputUrl: string;
  /** RFC 3339. */
  expiresAt: string;
}

/** The check-out screen's `savedTenders` section. Hand-written: swap for the generated type. */
export interface SavedTendersSection {
  tenders: SavedTenderView[] | null;
}

/** `saveTender` of `POST /checkout`: save the new card or account once paid (ROLE-07). */
export interface SaveTender {
  nickname?: string;
}

/** What `POST /checkout` answers beyond the receipt when saveTender was sent. Hand-written: swap for the generated type. */
export interface SaveOutcome {
  savedTender?: SavedTenderView;
  tenderSaveError?: string;
}

/** `POST /wallet/tenders`. */
export interface NewTenderBody {
  token: string;
  type: 'card' | 'bank';
  nickname?: string;
  userName: string;
  billingAddress?: BillingAddress;
}

