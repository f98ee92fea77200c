import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { displayItems, googlePayClientId, GOOGLE_PAY, sandboxWallet, WalletCancelled } from './mobileWallet';
import { SandboxSheet } from './SandboxSheet';

const REQUEST = { subtotal: 7625, fee: 179, total: 7804, language: 'en' as const };

function renderSheet(language: 'en' | 'es' = 'en', type: 'applePay' | 'googlePay' = 'googlePay') {
  const onPay = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(
    <LocaleProvider language={language}>
      <button type="button">Outside</button>
      <SandboxSheet type={type} request={REQUEST} busy={false} onPay={onPay} onCancel={onCancel} />
    </LocaleProvider>,
  );
  return { onPay, onCancel, user };
}

describe('sandbox wallet sheet', () => {
  it('TENDER-05: is a modal dialog named by its title that shows the subtotal, the fee and the total', () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: 'Sandbox Google Pay' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$76.25');
    expect(screen.getByText('Convenience fee').nextElementSibling).toHaveTextContent('$1.79');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$78.04');
  });

  it('is in Spanish with the page', () => {
    renderSheet('es', 'applePay');
    expect(screen.getByRole('dialog', { name: 'Apple Pay de prueba' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('takes focus and keeps it inside while tabbing either way', async () => {
    const { user } = renderSheet();
    const pay = screen.getByRole('button', { name: 'Pay' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(pay).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Outside' })).not.toHaveFocus();
  });

  it('cancels on Escape and pays on Pay', async () => {
    const { user, onPay, onCancel } = renderSheet();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });
});

describe('mobile wallet', () => {
  it('Google Pay constants: API 2.0, PAN_ONLY and CRYPTOGRAM_3DS, full billing address with phone', () => {
    expect([GOOGLE_PAY.apiVersion, GOOGLE_PAY.apiVersionMinor]).toEqual([2, 0]);
    expect(GOOGLE_PAY.allowedAuthMethods).toEqual(['PAN_ONLY', 'CRYPTOGRAM_3DS']);
    expect(GOOGLE_PAY.billingAddressFormat).toBe('FULL');
    expect(GOOGLE_PAY.phoneNumberRequired).toBe(true);
    expect(googlePayClientId('prod')).not.toBe(googlePayClientId('dev'));
    expect(googlePayClientId('demo')).toBe(googlePayClientId('test'));
    expect(displayItems(REQUEST)).toEqual([
      { label: 'subtotal', price: 7625 },
      { label: 'fee', price: 179 },
    ]);
  });

  it('the sandbox wallet tokenizes only after the payer pays, and a cancel rejects', async () => {
    const tokenize = vi.fn().mockResolvedValue({ token: 'tndr_x', brand: 'Visa', lastDigits: '4242', payerName: 'P' });
    const paying = sandboxWallet('applePay', { present: () => Promise.resolve(true), tokenize });
    await expect(paying.isAvailable()).resolves.toBe(true);
    await expect(paying.pay(REQUEST)).resolves.toMatchObject({ token: 'tndr_x', type: 'applePay', lastDigits: '4242' });
    expect(tokenize).toHaveBeenCalledWith('applePay', 'sandbox');

    const cancelled = sandboxWallet('googlePay', { present: () => Promise.resolve(false), tokenize });
    await expect(cancelled.pay(REQUEST)).rejects.toBeInstanceOf(WalletCancelled);
    expect(tokenize).toHaveBeenCalledTimes(1);
  });
});
