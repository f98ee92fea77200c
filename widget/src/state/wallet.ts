// The signed-in resident's wallet (spec 001 §4 "Wallet", the BFF's /wallet
// routes): the saved tenders and a guest payment's tender to claim, the
// card-input frames for adding one outside check-out, and the commands that
// change the wallet. Shared by the payment step, My settings and the
// receipt; every change makes the wallet stale, so the lists read it again.
import { sitePrefix } from './api';
import { defineMutation, defineQuery } from './query';
import type { SiteArgs } from './screens';
import type { NewTenderBody, SavedTenderView, WalletBody, WalletFrames } from '../lib/walletTypes';

interface KeyArgs extends SiteArgs {
  idempotencyKey: string;
}

interface TenderArgs extends SiteArgs {
  tenderId: string;
}

const wallet = (client: string, site: string) => `${sitePrefix(client, site)}/wallet`;
const tenderPath = ({ client, site, tenderId }: TenderArgs) => `${wallet(client, site)}/tenders/${encodeURIComponent(tenderId)}`;
const walletChanged = (): readonly ['Wallet'] => ['Wallet'];

/** `GET /wallet`: the saved tenders, last used first, and the tender the session may claim. */
export const getWallet = defineQuery<WalletBody, SiteArgs>('getWallet', {
  request: ({ client, site }) => wallet(client, site),
  tags: ['Wallet'],
});

/** `GET /wallet/frames`: card-input frames bound to the resident, for adding a tender (and their WAL-17 renewal). */
export const getWalletFrames = defineQuery<WalletFrames, SiteArgs>('getWalletFrames', {
  request: ({ client, site }) => `${wallet(client, site)}/frames`,
});

/** `POST /checkout/wallet-frames`: fresh frames for the session's cart (WAL-17 renewal at check-out). */
export const renewCheckoutFrames = defineMutation<WalletFrames, SiteArgs>({
  request: ({ client, site }) => ({ url: `${sitePrefix(client, site)}/checkout/wallet-frames`, method: 'POST' }),
});

export const addTender = defineMutation<SavedTenderView, KeyArgs & { body: NewTenderBody }>({
  request: ({ client, site, idempotencyKey, body }) => ({
    url: `${wallet(client, site)}/tenders`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  }),
  invalidates: walletChanged,
});

export const renameTender = defineMutation<SavedTenderView, TenderArgs & { nickname: string }>({
  request: (args) => ({ url: tenderPath(args), method: 'PATCH', body: { nickname: args.nickname } }),
  invalidates: walletChanged,
});

export const makeDefaultTender = defineMutation<{ tenders: SavedTenderView[] | null }, TenderArgs>({
  request: (args) => ({ url: `${tenderPath(args)}/default`, method: 'POST' }),
  invalidates: walletChanged,
});

export const removeTender = defineMutation<void, TenderArgs>({
  request: (args) => ({ url: tenderPath(args), method: 'DELETE' }),
  invalidates: walletChanged,
});

export const payPalSetup = defineMutation<{ approveUrl: string }, SiteArgs & { returnUrl: string }>({
  request: ({ client, site, returnUrl }) => ({ url: `${wallet(client, site)}/paypal/setup`, method: 'POST', body: { returnUrl } }),
});

export const addPayPal = defineMutation<SavedTenderView, KeyArgs & { setupToken: string }>({
  request: ({ client, site, idempotencyKey, setupToken }) => ({
    url: `${wallet(client, site)}/paypal`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { setupToken },
  }),
  invalidates: walletChanged,
});

export const claimTender = defineMutation<SavedTenderView, KeyArgs & { nickname?: string }>({
  request: ({ client, site, idempotencyKey, nickname }) => ({
    url: `${wallet(client, site)}/claim`,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: nickname ? { cardOnFileDisclosure: true, nickname } : { cardOnFileDisclosure: true },
  }),
  invalidates: walletChanged,
});
