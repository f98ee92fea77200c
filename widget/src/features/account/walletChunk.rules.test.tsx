// ERR-92 (spec 001 §8 "Wallet: load error shows the module-load-error
// text"): My settings' payment methods (the list and the add-card form) are
// a chunk of their own, loaded through lazyWithRetry. When its import keeps
// failing, after the retries the section shows the module-load-error
// display, and the rest of the tab stays.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRIES } from '../../components/lazyWithRetry';
import { failedAttempts, passRetryWaits } from '../../test/chunkRetries';
import { accountBff } from '../../test/accountFixtures';
import { mockBff, savedTender } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

// The chunk cannot be fetched, as when the network drops it or a deploy
// removed it: every import of it fails the way a browser's does.
vi.mock('./PaymentMethods', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /web/portal/assets/PaymentMethods-x.js');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});


async function openSettings(language: 'en' | 'es') {
  window.localStorage.setItem('defaultLocale', language);
  server.use(...accountBff().handlers);
  mockBff.setWallet({ tenders: [savedTender({ tenderId: 'wt_visa' })] });
  return renderPortal('/sunshine/demo/my-dashboard#my-settings');
}

describe('a wallet chunk that cannot load (ERR-92)', () => {
  it('ERR-92: My settings’ payment methods show the module-load-error text after every retry failed, in English and Spanish', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Time runs as usual, but each wait between attempts is passed as soon as its attempt has failed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const view = await openSettings('en');
    await passRetryWaits(warn);
    const text = await screen.findByText('This part of the page could not be loaded.');
    expect(failedAttempts(warn)).toBe(CHUNK_RETRIES + 1);
    expect(text.closest('[role="alert"]')).toHaveClass('module-load-error');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // The rest of the tab stands: the settings are there, the payment methods are not.
    expect(screen.getByRole('heading', { name: 'My settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment methods' })).not.toBeInTheDocument();

    // Later in the same page load the chunk is known to have failed: the display shows at once, here in Spanish.
    view.unmount();
    await openSettings('es');
    expect(await screen.findByText('No se pudo cargar esta parte de la página.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a cargar la página' })).toBeInTheDocument();
    expect(failedAttempts(warn)).toBe(CHUNK_RETRIES + 1);
  });
});
