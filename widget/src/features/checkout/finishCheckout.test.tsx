// How a check-out ends (spec 000 §4 "Checkout flow"): the checkout event,
// the external receipt page, the receipt page's navigation state and survey
// invitation, the failure path, and what is dropped afterwards.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App';
import { makeStore, type AppStore } from '../../state/store';
import { browser } from '../../lib/browser';
import type { CheckoutResult } from '../../lib/checkoutTypes';
import { paymentCompleted, tenderReady } from '../../state/checkoutSlice';
import type { DeliveryView } from '../../lib/deliveryTypes';
import type { ReceiptNavigationState } from '../../lib/receiptState';
import { cartItem, checkoutScreen } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';
import { CheckoutHostContext } from '../../state/useFinishCheckout';

const CONFIRMATION = '/sunshine/demo/confirmation';
const SURVEY = {
  production: { en: 'https://survey.example/prod-en', es: 'https://survey.example/prod-es' },
  nonProduction: { en: 'https://survey.example/test-en', es: 'https://survey.example/test-es' },
};

function chooseCard(store: AppStore) {
  store.dispatch(
    tenderReady({
      tender: { type: 'card', token: 'tndr_abc', lastDigits: '4242', cardBrand: 'Visa', userName: 'Ana Diaz' },
      contact: { email: 'ana@example.com', phone: '' },
    }),
  );
}

/** Records every action and the address bar at the moment it was dispatched. */
function recordActions(store: AppStore) {
  const seen: { type: string; payload: unknown; path: string }[] = [];
  const dispatch = store.dispatch;
  vi.spyOn(store, 'dispatch').mockImplementation(((action: { type: string; payload?: unknown }) => {
    if (typeof action === 'object' && action !== null && 'type' in action) {
      seen.push({ type: action.type, payload: action.payload, path: window.location.pathname });
    }
    return dispatch(action as Parameters<typeof dispatch>[0]);
  }) as typeof store.dispatch);
  return seen;
}

function openReview(prepare?: (store: AppStore) => void) {
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25' })]);
  let actions: ReturnType<typeof recordActions> = [];
  const view = renderPortal(CONFIRMATION, {
    prepare: (store) => {
      chooseCard(store);
      prepare?.(store);
      actions = recordActions(store);
    },
  });
  return { ...view, actions: () => actions };
}

describe('a successful check-out', () => {
  it('CHK-15: emits the checkout event, paymentCompleted carrying the result, before leaving for the receipt', async () => {
    const { user, actions } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/receipt/PH-1'));
    const events = actions().filter((a) => a.type === paymentCompleted.type);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ confirmationNumber: 'PH-1', receiptId: 'PH-1', subtotal: '76.25', fee: '2.90' });
    expect(events[0]?.path).toBe(CONFIRMATION);
  });

  it('CHK-16: with an external receipt URL the browser goes to the external receipt page instead', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockBff.setScreen({ config: { externalReceiptUrl: 'https://county.example/receipts/{receiptId}' } });
    const { user, actions } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://county.example/receipts/PH-1'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(actions().some((a) => a.type === paymentCompleted.type)).toBe(true);
    expect(currentPath()).toBe(CONFIRMATION);
    expect(screen.queryByRole('heading', { level: 1, name: 'Payment receipt' })).not.toBeInTheDocument();
  });

  it('CHK-16: an embedded widget told to hide the receipt signals completion instead, even with an external receipt URL', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const completed: CheckoutResult[] = [];
    mockBff.setScreen({ config: { externalReceiptUrl: 'https://county.example/receipts/{receiptId}' } });
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25' })]);
    window.history.replaceState(null, '', CONFIRMATION);
    const store = makeStore();
    chooseCard(store);
    render(
      <CheckoutHostContext.Provider value={{ hideReceipt: true, onPaymentComplete: (r) => completed.push(r) }}>
        <App store={store} />
      </CheckoutHostContext.Provider>,
    );
    (await screen.findByRole('button', { name: 'Submit payment' })).click();
    await waitFor(() => expect(completed.map((r) => r.confirmationNumber)).toEqual(['PH-1']));
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(currentPath()).toBe('/sunshine/demo/checkout'));
  });

  it('CHK-17: the receipt page receives payment, items, tender, urls and showSurvey true, and invites to the survey', async () => {
    mockBff.setScreen({ config: { survey: SURVEY } });
    mockBff.setCart({ urls: { return: 'https://county.example/', cancel: 'https://county.example/cancel' } });
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' });
    const state = window.history.state as ReceiptNavigationState;
    expect(state.showSurvey).toBe(true);
    expect(state.payment).toMatchObject({ confirmationNumber: 'PH-1', total: '79.15' });
    expect(state.items).toMatchObject([{ displayName: 'Water bill', amount: '76.25', quantity: 1 }]);
    expect(state.tender).toEqual({ type: 'card', cardBrand: 'Visa', lastDigits: '4242' });
    expect(state.urls).toEqual({ return: 'https://county.example/', cancel: 'https://county.example/cancel' });

    const survey = await screen.findByRole('region', { name: 'Tell us how we did' });
    const link = within(survey).getByRole('link', { name: 'Take the survey (opens in a new window)' });
    // The test environment is dev: the non-production link, in English.
    expect(link).toHaveAttribute('href', 'https://survey.example/test-en');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('CHK-17: without a configured survey the receipt shows no invitation', async () => {
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    await screen.findByText('Confirmation number');
    expect(screen.queryByRole('region', { name: 'Tell us how we did' })).not.toBeInTheDocument();
  });

  it('CHK-17: a receipt opened from a bookmark (no navigation state) does not invite to the survey, in Spanish either', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    mockBff.setScreen({ config: { survey: SURVEY } });
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Enviar el pago' }));
    expect(await screen.findByRole('region', { name: 'Díganos cómo lo hicimos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responder la encuesta (se abre en una ventana nueva)' })).toHaveAttribute(
      'href',
      'https://survey.example/test-es',
    );
    // The same receipt, opened afresh.
    const path = currentPath();
    cleanup();
    window.history.replaceState(null, '', path);
    render(<App store={makeStore()} />);
    await screen.findByText('Número de confirmación');
    expect(screen.queryByRole('region', { name: 'Díganos cómo lo hicimos' })).not.toBeInTheDocument();
  });
});

describe('a failed check-out', () => {
  it('CHK-19: the error handler shows why and the submit button is usable again', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/checkout', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x', displayMessage: 'The payment service is busy.' } }, { status: 500 }),
      ),
    );
    const { user, store } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment service is busy.');
    const submit = await screen.findByRole('button', { name: 'Submit payment' });
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(store.getState().checkout.tender).not.toBeNull();
    expect(currentPath()).toBe(CONFIRMATION);
  });

  it('CHK-19: a failed Google Pay check-out shows why and its button works again', async () => {
    server.use(
      http.post('/bff/v1/:client/:site/checkout/mobile-token', () =>
        HttpResponse.json({ token: 'tndr_m1', type: 'googlePay', lastDigits: '4242', cardBrand: 'Visa', userName: 'Sandbox Payer' }),
      ),
      http.post('/bff/v1/:client/:site/checkout', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x', displayMessage: 'Google Pay could not be charged.' } }, { status: 502 }),
      ),
    );
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25' })]);
    mockBff.setScreen({ tenders: { allowed: ['card', 'googlePay'], blocked: [], alerts: [] }, fees: { card: { amount: '2.90' }, googlePay: { amount: '1.79' } } });
    const { user } = renderPortal('/sunshine/demo/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Google Pay could not be charged.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Google Pay' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('after a check-out', () => {
  it('DLV-11: what was typed for the delivery is dropped and the delivery option is cleared', async () => {
    mockBff.setItems([cartItem({ id: 'item-1', path: 'vehicle_renewal/ABC1234', displayName: 'Vehicle registration renewal', amount: '45.60' })]);
    mockBff.setCart({ needsDelivery: true });
    const view: DeliveryView = { required: true, options: ['shipping', 'pick_up'], default: 'none', reminders: false, addressChange: false, states: ['FL'], country: 'US', offices: [] };
    server.use(
      http.get('/bff/v1/:client/:site/screens/checkout', () => {
        const data = checkoutScreen(mockBff.cart());
        data.sections.delivery = { status: 'ok', data: view };
        return HttpResponse.json(data);
      }),
    );
    const { user, store } = renderPortal('/sunshine/demo/checkout');
    await user.click(await screen.findByRole('radio', { name: 'By mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Diaz');

    const result: CheckoutResult = {
      confirmationNumber: 'PH-9', receiptId: 'PH-9', subtotal: '45.60', fee: '2.90', total: '48.50',
      items: [], tender: { type: 'card', lastDigits: '4242', cardBrand: 'Visa' }, email: '',
    };
    act(() => {
      store.dispatch(paymentCompleted(result));
    });
    expect(await screen.findByRole('radio', { name: 'By mail' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Pick up at an office/ })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'By mail' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });
});
