// Wire types of the BFF's wallet routes (the resident's saved payment
// methods, spec 001 §3 and §4 "Wallet"), named from the types generated out
// of bff/http/openapi.yaml (api.gen.ts).
import type { components, paths } from './api.gen';

type Schemas = components['schemas'];

/** The kinds of saved tender (WAL-03). */
export type SavedTenderType = Schemas['SavedTender']['type'];

/** A billing address kept with a saved tender. */
export type BillingAddress = Schemas['TenderAddress'];

/** A saved tender as the browser sees it (WAL-05); tokens never reach the browser. */
export type SavedTenderView = Schemas['SavedTender'];

/** A guest's tender that the signed-in resident may keep (claim). */
export type ClaimableTender = Schemas['ClaimableTender'];

/** `GET /wallet`. */
export type WalletBody = paths['/bff/v1/{client}/{site}/wallet']['get']['responses']['200']['content']['application/json'];

/**
 * Card-input frames and the time their tokens expire: `GET /wallet/frames`
 * (bound to the resident) and `POST /checkout/wallet-frames` (bound to the
 * cart). The wallet session works only with frames that have both URLs and
 * an expiry, which those routes always answer.
 */
export type WalletFrames = Required<Schemas['WalletFrames']>;

/** The check-out screen's `savedTenders` section. */
export type SavedTendersSection = Extract<Schemas['SavedTendersSection'], { status: 'ok' }>['data'];

/** `saveTender` of `POST /checkout`: save the new card or account once paid (ROLE-07). */
export interface SaveTender {
  nickname?: string;
}

/** What `POST /checkout` answers beyond the receipt when saveTender was sent. */
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

