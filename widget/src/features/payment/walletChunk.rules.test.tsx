// ERR-92 (spec 001 §8 "Wallet: load error shows the module-load-error
// text"): the payment step's wallet parts (a resident's saved tenders, the
// read-only e-mail note, "Save this payment method") are a chunk of their
// own (SavedTenders.tsx), loaded through lazyWithRetry. When its import
// keeps failing, after the retries the step shows the module-load-error
// display where they were, and the payer chooses a new card or bank
// account as a guest would.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRIES } from '../../components/lazyWithRetry';
import { failedAttempts, passRetryWaits } from '../../test/chunkRetries';
import { resident } from '../../test/accountFixtures';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff, savedTender } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';
import { showStep } from '../../state/checkoutSlice';

// The chunk cannot be fetched, as when the network drops it or a deploy
// removed it: every import of it fails the way a browser's does.
vi.mock('./SavedTenders', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /web/portal/assets/SavedTenders-x.js');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});


describe('the wallet chunk of the payment step cannot load (ERR-92)', () => {
  it('ERR-92: a resident’s saved tenders give way to the module-load-error text after every retry failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Time runs as usual, but each wait between attempts is passed as soon as its attempts have failed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(http.get('/bff/v1/:client/:site/session', () => HttpResponse.json({ user: resident })));
    mockBff.setWallet({ signedIn: true, tenders: [savedTender({ tenderId: 'wt_visa', isLastUsed: true })] });
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
    renderPortal('/sunshine/demo/checkout', { prepare: (store) => store.dispatch(showStep('payment')) });
    await screen.findByRole('group', { name: 'Payment method' });
    // Two parts of the chunk are shown (the saved tenders and the e-mail note): the chunk is retried once for both.
    await passRetryWaits(warn);
    const texts = await screen.findAllByText('This part of the page could not be loaded.');
    expect(failedAttempts(warn)).toBe(CHUNK_RETRIES + 1);
    for (const text of texts) {
      expect(text.closest('[role="alert"]')).toHaveClass('module-load-error');
    }
    expect(texts.length).toBeGreaterThan(0);
    expect(screen.queryByRole('radio', { name: /^Visa Card ending in 4242/ })).not.toBeInTheDocument();
    // The payer is not left with a saved tender chosen out of sight: the plain choice of a new
    // card or bank account is back, with the card-input frame to type into.
    const methods = screen.getAllByRole('radio');
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.some((radio) => (radio as HTMLInputElement).checked)).toBe(true);
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
  });
});
