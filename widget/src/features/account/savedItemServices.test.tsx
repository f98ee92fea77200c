// A payable's services on a saved item (spec 001 §1; VERIFY-01, VERIFY-02):
// the resident's My items offer "Get bills by e-mail" and "Verify
// ownership", in English and Spanish.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountBff, resident, savedItem } from '../../test/accountFixtures';
import { payable } from '../../test/checkoutFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const tax = payable({ path: 'sunshine/demo/property_tax/2026/R100-001', displayName: '2026 Property Tax - 123 Main St', amount: '1234.56' });

describe("a payable's services on a saved item", () => {
  it('VERIFY-01: a saved item offers bills by e-mail and ownership verification (es)', async () => {
    server.use(...accountBff({ user: resident, saved: [savedItem(tax.path, 'unused', { payable: tax })] }).handlers);
    window.localStorage.setItem('defaultLocale', 'es');
    const { user } = renderPortal('/sunshine/demo/my-dashboard#my-items');
    const item = (await screen.findByRole('heading', { level: 4, name: tax.displayName })).closest('li') as HTMLElement;
    expect(await within(item).findByRole('button', { name: 'Recibir facturas por correo electrónico' })).toBeInTheDocument();
    await user.click(await within(item).findByRole('button', { name: 'Verificar la propiedad' }));
    expect(await screen.findByRole('dialog', { name: 'Verificar la propiedad' })).toBeInTheDocument();
  });
});
