// The card brands a cart accepts, shown and enforced on the payment step
// (TENDER-03, TENDER-04), and restricted tender types the portal does not
// know (TENDER-09).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItemView, Tenders } from '../../lib/checkoutTypes';
import { diagnosticEntries, drainDiagnostics } from '../../lib/diagnostics';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { cardFrame, currentPath, fromFrame, renderPortal } from '../../test/render';

afterEach(() => {
  drainDiagnostics();
});

async function openPayment(items: CartItemView[], tenders: Partial<Tenders> = {}) {
  mockBff.setItems(items);
  mockBff.setScreen({ tenders: { allowed: ['card', 'bank'], blocked: [], alerts: [], ...tenders } });
  const view = renderPortal('/sunshine/demo/checkout');
  await view.user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('radio', { name: /^Card/ });
  return view;
}

describe('accepted card brands', () => {
  it('TENDER-03: with no restriction, Visa, MasterCard, Discover Card and American Express are accepted', async () => {
    await openPayment([cartItem({ id: 'item-1', displayName: 'Water bill' })]);
    expect(screen.getByText('Accepted cards: Visa, MasterCard, Discover Card, and American Express.')).toBeInTheDocument();
  });

  it('TENDER-04: the allowed brands minus the payables’ disabledCardBrands are shown (es)', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    mockBff.setItems([
      cartItem({ id: 'item-1', displayName: 'Water bill', disabledCardBrands: ['American Express'] }),
      cartItem({ id: 'item-2', displayName: 'Property tax', disabledCardBrands: null }),
    ]);
    mockBff.setScreen({ tenders: { allowed: ['card', 'bank'], blocked: [], alerts: [], cardBrands: ['Visa', 'MasterCard', 'American Express'] } });
    const { user } = renderPortal('/sunshine/demo/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByText('Tarjetas aceptadas: Visa y MasterCard.')).toBeInTheDocument();
  });

  it('TENDER-04: a tokenized card of a brand the cart does not accept is refused before review', async () => {
    const { user } = await openPayment([cartItem({ id: 'item-1', displayName: 'Water bill', disabledCardBrands: ['American Express'] })]);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await screen.findByTitle('Card details');
    fromFrame({ action: 'load' });
    vi.spyOn(cardFrame().contentWindow as Window, 'postMessage').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    fromFrame({ action: 'tokenized', tender: { type: 'card', token: 'tndr_amex', lastDigits: '0005', cardBrand: 'American Express', userName: 'Ana Diaz' } });
    expect(
      await screen.findByText('American Express cards cannot be used for this cart. Accepted cards: Visa, MasterCard, and Discover Card.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/sunshine/demo/checkout');
    expect(screen.getByRole('button', { name: 'Continue to review' })).toBeEnabled();
  });

  it('TENDER-04: when no allowed brand is left, card cannot be used and the payer is told', async () => {
    await openPayment([cartItem({ id: 'item-1', displayName: 'Water bill', disabledCardBrands: ['Visa'] })], { cardBrands: ['Visa'] });
    expect(await screen.findByText('No card brand can be used for this cart. Please choose another payment method.')).toBeInTheDocument();
    expect(screen.queryByText(/Accepted cards/)).not.toBeInTheDocument();
    await screen.findByTitle('Card details');
    fromFrame({ action: 'load' });
    expect(screen.getByRole('button', { name: 'Continue to review' })).toBeDisabled();
  });
});

describe('restricted tender types', () => {
  it('TENDER-09: an unknown restricted tender type is shown as sent and logged once', async () => {
    await openPayment([cartItem({ id: 'item-1', displayName: 'Water bill' })], {
      alerts: [
        {
          level: 'warning',
          key: 'cart.tender_restricted',
          department: 'Utilities',
          limit: '0.00',
          types: ['card', 'crypto'],
          payables: ['Water bill'],
        },
      ],
    });
    expect(await screen.findByText('Water bill can be paid only by card or crypto.')).toBeInTheDocument();
    await waitFor(() =>
      expect(diagnosticEntries().map((e) => e.event)).toEqual([
        { kind: 'unknownTenderType', tenderType: 'crypto', source: 'tenders.alerts' },
      ]),
    );
  });
});
