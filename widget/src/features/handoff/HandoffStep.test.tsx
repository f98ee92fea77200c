// The hand-off to an external checkout (spec 000 §1, §2, §4, §6, §8;
// CHK-02) and the external receipt page after an in-portal payment (CHK-16),
// through the whole portal against the msw BFF.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../state/store';
import { browser } from '../../lib/browser';
import { tenderReady } from '../../state/checkoutSlice';
import type { SiteConfig } from '../../lib/types';
import { cartItem, receiptView } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';
import type { ExternalCheckoutSettings } from './externalCheckout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EXTERNAL_CHECKOUT = 'http://127.0.0.1:8090/svc/cart-redirect/external/sunshine/demo/cart-1';

interface HandoffCall {
  idempotencyKey: string | null;
  requestedWith: string | null;
  body: unknown;
}

type HandoffAnswer = () => Response;

/** Answers POST /checkout/handoff with each answer in turn (the last one repeats), recording every call. */
function handoffBff(...answers: HandoffAnswer[]) {
  const calls: HandoffCall[] = [];
  server.use(
    http.post('/bff/v1/:client/:site/checkout/handoff', async ({ request }) => {
      const text = await request.text();
      calls.push({
        idempotencyKey: request.headers.get('Idempotency-Key'),
        requestedWith: request.headers.get('X-Requested-With'),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.json({ url: EXTERNAL_CHECKOUT, cartId: 'cart-1' });
    }),
  );
  return calls;
}

const handedOff: HandoffAnswer = () => HttpResponse.json({ url: EXTERNAL_CHECKOUT, cartId: 'cart-1' });

function openCart(config: Partial<SiteConfig> & ExternalCheckoutSettings = { externalCheckout: { enabled: true } }) {
  mockBff.setItems([
    cartItem({ id: 'item-1', path: 'sunshine/handoff/permits/HP-3001', displayName: 'Building Permit HP-3001', amount: '120.00' }),
  ]);
  mockBff.setScreen({ config, tenders: { allowed: [], blocked: [], alerts: [] }, fees: {} });
  return renderPortal('/sunshine/demo/checkout');
}

/** Opens the hand-off step of a site with external checkout. */
async function openHandoff() {
  const view = openCart();
  await view.user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('heading', { level: 2, name: "Pay on our payment partner's site" });
  return view;
}

function handoffButton() {
  return screen.getByRole('button', { name: 'Continue to payment' });
}

describe('the hand-off step', () => {
  it('CHK-02: on a site with external checkout, continue leads to the hand-off panel instead of the card and bank form', async () => {
    await openHandoff();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    const total = screen.getByText('Total').closest('div');
    expect(total).toHaveTextContent('$120.00');
    const button = handoffButton();
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(
      "You complete this payment on the county's payment partner's site. When it is done, you come back here for your receipt.",
    );
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('CHK-02: a site without external checkout keeps the in-portal payment form', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Building Permit HP-3001', amount: '120.00' })]);
    mockBff.setScreen({ config: { externalCheckout: { enabled: false } } as Partial<SiteConfig> & ExternalCheckoutSettings });
    const { user } = renderPortal('/sunshine/demo/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Pay on our payment partner's site" })).not.toBeInTheDocument();
  });

  it('CHK-02: the button first warns about leaving for an external payment site, a labelled modal holding focus', async () => {
    const calls = handoffBff(handedOff);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = await openHandoff();
    await user.click(handoffButton());
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving this site' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      "To pay, you go to an external payment site run by the county's payment partner. Your cart stays here: if the payment is not completed, you can come back and try again.",
    );
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(proceed).toHaveFocus();
    // Focus stays inside the dialog both ways.
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(proceed).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    // Nothing is handed off until the payer continues.
    expect(calls).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('CHK-02: Cancel and Escape close the warning without handing off, and focus returns to the button', async () => {
    const calls = handoffBff(handedOff);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = await openHandoff();
    await user.click(handoffButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(handoffButton()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(handoffButton()).toHaveFocus();
    expect(calls).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('CHK-02: Continue hands the cart off once, with an Idempotency-Key, and sends the browser to the external checkout', async () => {
    const calls = handoffBff(handedOff);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = await openHandoff();
    await user.click(handoffButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(EXTERNAL_CHECKOUT));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toMatch(UUID);
    expect(calls[0]?.requestedWith).toBe('payhub');
    expect(calls[0]?.body).toEqual({});
    // While the browser leaves, a second press does nothing.
    const leaving = within(dialog).getByRole('button', { name: 'Opening the payment site…' });
    expect(leaving).toHaveAttribute('aria-disabled', 'true');
    await user.click(leaving);
    expect(calls).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
    // The payer stays on the cart's page until the external page loads: the cart is not paid yet.
    expect(currentPath()).toBe('/sunshine/demo/checkout');
  });

  it("CHK-02: a refused hand-off shows the server's message, closes the warning and the button works again", async () => {
    handoffBff(
      () =>
        HttpResponse.json(
          { error: { code: 'conflict', message: 'closed', displayMessage: 'This cart can no longer be paid. Please return to your cart.' } },
          { status: 409 },
        ),
      handedOff,
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = await openHandoff();
    await user.click(handoffButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This cart can no longer be paid. Please return to your cart.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(handoffButton()).toBeEnabled();
    expect(handoffButton()).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();

    await user.click(handoffButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(EXTERNAL_CHECKOUT));
  });

  it('CHK-02: without a server message the generic text shows; a retry after a lost answer reuses the Idempotency-Key, and not after an answer', async () => {
    let answer: 'network' | 'gateway' | 'server' = 'network';
    const calls = handoffBff(() => {
      if (answer === 'network') {
        return HttpResponse.error();
      }
      return answer === 'gateway'
        ? HttpResponse.json({ error: { code: 'unavailable', message: 'upstream' } }, { status: 502 })
        : HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = await openHandoff();
    const attempt = async () => {
      await user.click(handoffButton());
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We were unable to complete your request. Please try again later.',
      );
    };
    await attempt();
    answer = 'gateway';
    await attempt();
    answer = 'server';
    await attempt();
    await attempt();
    expect(calls).toHaveLength(4);
    expect(calls[0]?.idempotencyKey).toMatch(UUID);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(calls[2]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(calls[3]?.idempotencyKey).toMatch(UUID);
    expect(calls[3]?.idempotencyKey).not.toBe(calls[2]?.idempotencyKey);
    expect(assign).not.toHaveBeenCalled();
    expect(handoffButton()).toBeEnabled();
  });

  it('CHK-02: an answer that is not a web address is never followed', async () => {
    handoffBff(() => HttpResponse.json({ url: 'javascript:alert(1)', cartId: 'cart-1' }));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { user } = await openHandoff();
    await user.click(handoffButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We were unable to complete your request. Please try again later.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('CHK-02: Back to cart returns to step 1', async () => {
    const { user } = await openHandoff();
    await user.click(screen.getByRole('button', { name: 'Back to cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('CHK-02: the hand-off step and its warning speak Spanish', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    handoffBff(handedOff);
    const { user } = openCart();
    await user.click(await screen.findByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pague en el sitio de nuestro socio de pagos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Está saliendo de este sitio' });
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

describe('coming back from the external checkout', () => {
  it('CHK-02: receipt/{receiptId}/redirect shows the receipt the external checkout paid, loaded through the receipt screen', async () => {
    mockBff.addReceipt(
      receiptView({
        id: 'PH-20260301-0077',
        confirmationNumber: 'PH-20260301-0077',
        items: [{ displayName: 'Building Permit HP-3001', description: 'Deck addition, 77 Harbor Ln', amount: '120.00', quantity: 1 }],
        subtotal: '120.00',
        fee: '0.00',
        total: '120.00',
      }),
    );
    renderPortal('/sunshine/demo/receipt/PH-20260301-0077/redirect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    const number = await screen.findByText('Confirmation number');
    expect(number.closest('div')).toHaveTextContent('PH-20260301-0077');
    expect(screen.getByText('Building Permit HP-3001')).toBeInTheDocument();
    expect(mockBff.calls('GET', '/screens/receipt/PH-20260301-0077')).toHaveLength(1);
    expect(document.querySelector('main')).toHaveClass('page-receipt');
  });

  it('CHK-02: a receipt this visitor did not pay is not shown on the redirect route either', async () => {
    renderPortal('/sunshine/demo/receipt/PH-unknown/redirect');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Confirmation number')).not.toBeInTheDocument();
    expect(mockBff.calls('GET', '/screens/receipt/PH-unknown')).toHaveLength(1);
  });

  it('CHK-02: a failed external payment comes back to redirect/{cartId}: the cart-error page in redirect mode says so, names the cart and leads back to checkout', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Building Permit HP-3001', amount: '120.00' })]);
    const { user } = renderPortal('/sunshine/demo/redirect/cart_abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was not completed. Your cart cart_abc is still open.')).toBeInTheDocument();
    const retry = screen.getByRole('link', { name: 'Return to checkout to try again' });
    expect(retry).toHaveAttribute('href', '/sunshine/demo/checkout');
    // The page calls no API: it shows even when the BFF refuses calls.
    expect(mockBff.calls()).toHaveLength(0);
    await user.click(retry);
    expect(currentPath()).toBe('/sunshine/demo/checkout');
    expect(await screen.findByText('Building Permit HP-3001')).toBeInTheDocument();
  });

  it('CHK-02: the same page in Spanish, and under the versioned prefix', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    renderPortal('/v2/sunshine/demo/redirect/cart_v2');
    expect(await screen.findByText('Su pago no se completó. Su carrito cart_v2 sigue abierto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al pago para intentarlo de nuevo' })).toHaveAttribute(
      'href',
      '/sunshine/demo/checkout',
    );
  });

  it('CHK-02: the other cart-error pages do not speak of an unfinished external payment', async () => {
    renderPortal('/sunshine/demo/redirect-error', {
      prepare: () => window.history.replaceState({ cartId: 'cart_state' }, '', '/sunshine/demo/redirect-error'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText(/Your payment was not completed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Return to checkout to try again' })).not.toBeInTheDocument();
  });
});

describe('the external receipt page', () => {
  function payOnReview(store: AppStore) {
    store.dispatch(
      tenderReady({
        tender: { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' },
        contact: { email: 'ana@example.com', phone: '' },
      }),
    );
  }

  it('CHK-16: after an in-portal payment the browser goes to the external receipt page with the confirmation number as a query parameter', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25' })]);
    mockBff.setScreen({ config: { externalReceiptUrl: 'https://county.example/receipt?confirmation={receiptId}' } });
    const { user } = renderPortal('/sunshine/demo/confirmation', { prepare: payOnReview });
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://county.example/receipt?confirmation=PH-1'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(currentPath()).not.toMatch(/\/receipt\//);
    expect(screen.queryByRole('heading', { level: 1, name: 'Payment receipt' })).not.toBeInTheDocument();
  });

  it('CHK-16: without an external receipt URL the portal shows its own receipt', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25' })]);
    const { user } = renderPortal('/sunshine/demo/confirmation', { prepare: payOnReview });
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/receipt/PH-1');
    expect(assign).not.toHaveBeenCalled();
  });
});
