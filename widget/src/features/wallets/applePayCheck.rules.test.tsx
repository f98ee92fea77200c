// ERR-94: when the Apple Pay availability check fails, the failure is
// reported as "Apple Pay unavailable" and Apple Pay is not offered; the
// other wallets still are.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';

vi.mock('./mobileWallet', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./mobileWallet')>();
  return {
    ...actual,
    sandboxWallet: (...args: Parameters<typeof actual.sandboxWallet>) => {
      const wallet = actual.sandboxWallet(...args);
      return args[0] === 'applePay' ? { ...wallet, isAvailable: () => Promise.reject(new Error('the check failed')) } : wallet;
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Apple Pay availability check', () => {
  it('ERR-94: a failed check reports "Apple Pay unavailable" and Apple Pay is not offered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Water bill', amount: '76.25' })]);
    mockBff.setScreen({
      fees: { card: { amount: '2.90' }, applePay: { amount: '1.79' }, googlePay: { amount: '1.79' } },
      tenders: { allowed: ['card', 'applePay', 'googlePay'], blocked: [], alerts: [] },
    });
    const view = renderPortal('/sunshine/demo/checkout');
    await view.user.click(await view.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('button', { name: 'Pay with Google Pay' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Apple Pay unavailable'));
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).not.toBeInTheDocument();
  });
});
