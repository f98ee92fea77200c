import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetHeadingFocus } from '../components/ui/PageHeading';
import { addCompleteCatalogues } from '../lib/i18n/complete';
import { forgetWalletProbes, probeWalletOnce } from '../lib/walletProbe';
import { WALLET_ORIGIN } from './checkoutFixtures';
import { mockBff } from './mockBff';
import { server } from './server';

// A loaded 2-core CI machine can take longer than the default second to
// settle a render; waiting longer costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

// The app loads one language's catalogue at a time (lib/i18n/texts.ts); tests
// render in both languages and look texts up directly, so every text is here
// from the start and a language switch is synchronous.
addCompleteCatalogues();

// Browsers resolve a relative Request URL against the page; Node's Request
// does not, so tests give it the page's URL as the base.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each test starts on a page load whose wallet probe (ERR-30, ERR-93) the
// test wallet host has already answered, so a card-input frame loads at
// once; the probe's own tests forget it and answer it their way.
beforeEach(async () => {
  await probeWalletOnce(WALLET_ORIGIN);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockBff.reset();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  resetHeadingFocus();
  forgetWalletProbes();
});
afterAll(() => server.close());
