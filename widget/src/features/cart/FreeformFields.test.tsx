import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FreeformField } from '../../lib/checkoutTypes';
import { cartItem } from '../../test/checkoutFixtures';
import { mockBff } from '../../test/mockBff';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const CHECKOUT = '/sunshine/demo/checkout';

const PERMIT: FreeformField = {
  key: 'permit_number',
  label: 'Permit number',
  placeholder: 'P-12345',
  tooltip: 'The number printed on your current permit.',
  required: true,
  charLimit: 10,
  textArea: false,
};

const DEDICATION: FreeformField = {
  key: 'dedication',
  label: 'In honor of (optional)',
  placeholder: '',
  required: false,
  charLimit: 0,
  textArea: true,
};

function withFields(fields: FreeformField[], userParameters: Record<string, string> = {}) {
  mockBff.setItems([cartItem({ id: 'item-1', displayName: 'Business license', freeformFields: fields, userParameters })]);
}

describe('freeform fields on cart items', () => {
  it('shows each field by its label, with its placeholder, tooltip and a length/limit counter (VAL-15, VAL-56)', async () => {
    withFields([PERMIT, DEDICATION], { dedication: 'Ana' });
    renderPortal(CHECKOUT);
    const permit = await screen.findByRole('textbox', { name: 'Permit number' });
    expect(permit).toHaveAttribute('placeholder', 'P-12345');
    expect(permit).toBeRequired();
    expect(permit).toHaveAccessibleDescription(/The number printed on your current permit\..*0\/10 characters/);
    const dedication = screen.getByRole('textbox', { name: 'In honor of (optional)' });
    expect(dedication.tagName).toBe('TEXTAREA');
    expect(dedication).toHaveValue('Ana');
    // The default limit is 100 characters.
    expect(screen.getByText('3/100 characters')).toBeInTheDocument();
  });

  it('VAL-14, VAL-55: a value over the limit shows cart.character.limit.error and is not saved', async () => {
    withFields([PERMIT]);
    const { user } = renderPortal(CHECKOUT);
    const permit = await screen.findByRole('textbox', { name: 'Permit number' });
    await user.type(permit, 'P-1234567890');
    expect(screen.getByText('Please enter at most 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('12/10 characters')).toBeInTheDocument();
    expect(permit).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(mockBff.calls('PATCH')).toHaveLength(0);
  });

  it('VAL-16, VAL-55: a blank required field shows cart.required and keeps the payer on the cart', async () => {
    withFields([PERMIT]);
    const { user } = renderPortal(CHECKOUT);
    await screen.findByRole('textbox', { name: 'Permit number' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.getByText('Please fill in the required fields of your items before you continue.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Permit number' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('a filled field is saved with userParameters when left, and then the payer may continue', async () => {
    withFields([PERMIT]);
    const { user } = renderPortal(CHECKOUT);
    await user.type(await screen.findByRole('textbox', { name: 'Permit number' }), 'P-777');
    await user.tab();
    await waitFor(() => expect(mockBff.calls('PATCH', '/cart/items/item-1')).toHaveLength(1));
    expect(mockBff.calls('PATCH')[0]?.body).toEqual({ userParameters: { permit_number: 'P-777' } });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
  });

  it('ERR-24: a failed save restores the saved value and shows cart.server.error', async () => {
    withFields([PERMIT], { permit_number: 'P-1' });
    server.use(
      http.patch('/bff/v1/:client/:site/cart/items/:id', () => HttpResponse.json({ error: { code: 'x', message: 'y' } }, { status: 500 })),
    );
    const { user } = renderPortal(CHECKOUT);
    const permit = await screen.findByRole('textbox', { name: 'Permit number' });
    await user.clear(permit);
    await user.type(permit, 'P-2');
    await user.tab();
    expect(await screen.findByText(/We could not update your cart/)).toBeInTheDocument();
    expect(permit).toHaveValue('P-1');
  });

  it('VAL-14, VAL-16: the messages in Spanish', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    withFields([PERMIT]);
    const { user } = renderPortal(CHECKOUT);
    const permit = await screen.findByRole('textbox', { name: 'Permit number' });
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByText('Complete este campo.')).toBeInTheDocument();
    await user.type(permit, 'P-1234567890');
    expect(screen.getByText('Escriba como máximo 10 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('12/10 caracteres')).toBeInTheDocument();
  });
});
