// ERR-30 (spec 000 §8), ERR-93 (spec 001 §8): before a card-input frame
// shows, at the payment step or in My settings, the page probes the wallet
// host; 403 or no answer goes to the network-error screen, any other answer
// lets the frame load. The probe's timeout is lib/walletProbe.test.ts's.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetWalletProbes, WALLET_PROBE_PATH } from '../../lib/walletProbe';
import { accountBff } from '../../test/accountFixtures';
import { cartItem, wallet, WALLET_ORIGIN } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { cardFrame, currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const PROBE = WALLET_ORIGIN + WALLET_PROBE_PATH;

const WORDS = {
  en: { toPayment: 'Continue to payment', email: 'Email', networkError: 'Connection problem', loading: 'Loading the secure payment form…' },
  es: { toPayment: 'Continuar al pago', email: 'Correo electrónico', networkError: 'Problema de conexión', loading: 'Cargando el formulario de pago seguro…' },
} as const;

/** Probes the wallet host answers, counted. */
let probes = 0;

function answerProbe(respond: () => Response | Promise<Response>) {
  server.use(
    http.post(PROBE, () => {
      probes += 1;
      return respond();
    }),
  );
}

// This page load has not probed the wallet host yet.
beforeEach(() => {
  forgetWalletProbes();
  probes = 0;
});

async function toPayment(language: keyof typeof WORDS = 'en') {
  window.localStorage.setItem('defaultLocale', language);
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25', department: 'Utilities' })]);
  const view = renderPortal('/sunshine/demo/checkout');
  await view.user.click(await view.findByRole('button', { name: WORDS[language].toPayment }));
  return view;
}

async function expectNetworkError(language: keyof typeof WORDS = 'en') {
  expect(await screen.findByRole('heading', { level: 1, name: WORDS[language].networkError })).toBeInTheDocument();
  expect(currentPath()).toBe('/sunshine/demo/network-error');
}

describe('the wallet probe at the payment step (ERR-30, ERR-93)', () => {
  it('ERR-30 ERR-93: a 403 goes to the network-error screen', async () => {
    answerProbe(() => HttpResponse.json({ error: 'blocked' }, { status: 403 }));
    await toPayment();
    await expectNetworkError();
    expect(probes).toBe(1);
  });

  it('ERR-30 ERR-93: the network-error screen speaks Spanish', async () => {
    answerProbe(() => new HttpResponse(null, { status: 403 }));
    await toPayment('es');
    await expectNetworkError('es');
  });

  it('ERR-30 ERR-93: a network error (the host blocked, or a proxy’s answer the page may not read) goes to the network-error screen', async () => {
    answerProbe(() => HttpResponse.error());
    await toPayment();
    await expectNetworkError();
  });

  it('ERR-30 ERR-93: the frame waits for the probe, shows its loading state meanwhile, and loads on a 200', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    answerProbe(async () => {
      await answered;
      return HttpResponse.json({ status: 'ok' });
    });
    await toPayment();
    await screen.findByRole('textbox', { name: WORDS.en.email });
    await waitFor(() => expect(probes).toBe(1));
    expect(cardFrame()).not.toHaveAttribute('src');
    expect(screen.getByText(WORDS.en.loading).closest('[role="status"]')).not.toBeNull();
    release();
    await waitFor(() => expect(cardFrame()).toHaveAttribute('src', wallet().cardInputUrl));
    expect(currentPath()).toBe('/sunshine/demo/checkout');
  });

  it('ERR-30 ERR-93: a 500 came from a reachable wallet host: the frame loads, and shows its own error if it has one', async () => {
    answerProbe(() => HttpResponse.json({ error: 'internal' }, { status: 500 }));
    await toPayment();
    await waitFor(() => expect(cardFrame()).toHaveAttribute('src', wallet().cardInputUrl));
    expect(currentPath()).toBe('/sunshine/demo/checkout');
  });

  it('probes once per page load: switching to the bank frame and back asks nothing more', async () => {
    answerProbe(() => HttpResponse.json({ status: 'ok' }));
    const { user } = await toPayment();
    await waitFor(() => expect(cardFrame()).toHaveAttribute('src'));
    await user.click(screen.getByRole('radio', { name: /^Bank account/ }));
    expect(cardFrame('Bank account details')).toHaveAttribute('src', wallet().bankInputUrl);
    await user.click(screen.getByRole('radio', { name: /^Card/ }));
    expect(cardFrame()).toHaveAttribute('src');
    expect(probes).toBe(1);
  });
});

describe('the wallet probe in My settings (ERR-30, ERR-93)', () => {
  it('ERR-30 ERR-93: "Add card" with a 403 probe goes to the network-error screen', async () => {
    answerProbe(() => new HttpResponse(null, { status: 403 }));
    window.localStorage.setItem('defaultLocale', 'en');
    server.use(...accountBff().handlers);
    mockBff.setWallet({ tenders: [] });
    const { user } = renderPortal('/sunshine/demo/my-dashboard#my-settings');
    const heading = await screen.findByRole('heading', { name: 'Payment methods' });
    await user.click(within(heading.closest('section') as HTMLElement).getByRole('button', { name: 'Add card' }));
    await expectNetworkError();
  });

  it('ERR-30 ERR-93: "Add bank account" with a 200 probe loads the frame', async () => {
    answerProbe(() => HttpResponse.json({ status: 'ok' }));
    window.localStorage.setItem('defaultLocale', 'en');
    server.use(...accountBff().handlers);
    mockBff.setWallet({ tenders: [] });
    const { user } = renderPortal('/sunshine/demo/my-dashboard#my-settings');
    const heading = await screen.findByRole('heading', { name: 'Payment methods' });
    await user.click(within(heading.closest('section') as HTMLElement).getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(cardFrame('Bank account details')).toHaveAttribute('src'));
    expect(probes).toBe(1);
    expect(currentPath()).toBe('/sunshine/demo/my-dashboard');
  });
});
