// The payables flags on a search result (spec 001 §4 "Payables flags"): a
// parent paid only alone says so and its installments name it (PAY-11); an
// account in credit is recognised by its code (PAY-12); any other payable
// that cannot be paid shows the county's reason and no add button (PAY-04).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PayableView } from '../../lib/checkoutTypes';
import { payable } from '../../test/checkoutFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

function serveSearch(found: PayableView[]) {
  server.use(
    http.get('/bff/v1/:client/:site/search/:route', () =>
      HttpResponse.json({ source: {}, payables: found, total: found.length }),
    ),
  );
}

async function search(user: ReturnType<typeof renderPortal>['user'], label: string, button: string) {
  await user.type(await screen.findByRole('textbox', { name: label }), 'R100-006');
  await user.click(screen.getByRole('button', { name: button }));
}

const year = payable({ path: 'property_tax/R100-006', displayName: 'Property tax, 8 Elm St (full year)', amount: '960.00', payAlone: true });
const first = payable({
  path: 'property_tax/R100-006/1',
  displayName: 'Property tax, 8 Elm St (first installment)',
  amount: '480.00',
  parent: 'Property tax, 8 Elm St (full year)',
});

describe('payables flags on a search result', () => {
  it('PAY-11: the full year says it is paid on its own and its installment names it', async () => {
    serveSearch([year, first]);
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await search(user, 'Account number', 'Search');
    const whole = await screen.findByRole('article', { name: year.displayName });
    expect(within(whole).getByText(/This bill is paid on its own/)).toBeInTheDocument();
    expect(within(whole).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    const part = screen.getByRole('article', { name: first.displayName });
    expect(within(part).getByText('Part of Property tax, 8 Elm St (full year).')).toBeInTheDocument();
    expect(within(part).queryByText(/paid on its own/)).not.toBeInTheDocument();
  });

  it('PAY-12: an account in credit is recognised by its code, in Spanish too', async () => {
    const credit = payable({
      path: 'property_tax/R100-007',
      displayName: 'Property tax, 31 Cedar Ct',
      amount: '0.00',
      isPayable: false,
      notPayableCode: 'credit_balance_exceeded',
      notPayableReason: 'county text',
    });
    serveSearch([credit]);
    window.localStorage.setItem('defaultLocale', 'es');
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await search(user, 'Número de cuenta', 'Buscar');
    const result = await screen.findByRole('article', { name: credit.displayName });
    expect(within(result).getByText('El saldo a favor de esta cuenta es mayor que la cantidad a pagar, así que no hay nada que pagar.')).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Agregar al carrito' })).not.toBeInTheDocument();
  });

  it('PAY-04: another payable that cannot be paid shows its reason and no add button', async () => {
    serveSearch([payable({ path: 'p', displayName: 'Paid bill', isPayable: false, notPayableCode: 'paid_in_full', notPayableReason: 'This bill is paid in full.' })]);
    const { user } = renderPortal('/sunshine/demo/property-tax');
    await search(user, 'Account number', 'Search');
    const result = await screen.findByRole('article', { name: 'Paid bill' });
    expect(within(result).getByText('This bill is paid in full.')).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});

describe('payment choices and extra items on a search result', () => {
  const renewal = payable({
    path: 'vehicle_renewal/ABC1234',
    displayName: 'Vehicle registration renewal',
    route: 'vehicle-renewal',
    amount: '45.60',
    choices: [
      { path: 'vehicle_renewal/ABC1234', displayName: '12 months', amount: '45.60' },
      { path: 'vehicle_renewal/ABC1234/24', displayName: '24 months', amount: '91.20' },
    ],
    extraItems: [{ displayName: 'Specialty plate: Florida panther', amount: '25.00' }],
  });

  it('PAY-05: the choices are offered as a radio group and the one picked is added', async () => {
    serveSearch([renewal]);
    const added: unknown[] = [];
    server.use(
      http.post('/bff/v1/:client/:site/cart/items', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ error: { code: 'unprocessable', message: 'x', displayMessage: 'stop here' } }, { status: 422 });
      }),
    );
    const { user } = renderPortal('/sunshine/demo/vehicle-renewal');
    await user.type(await screen.findByRole('textbox', { name: /plate/i }), 'ABC1234');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const result = await screen.findByRole('article', { name: renewal.displayName });
    const group = within(result).getByRole('group', { name: 'Choose how to pay Vehicle registration renewal' });
    expect(within(group).getByRole('radio', { name: '12 months: $45.60' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '24 months: $91.20' }));
    await user.click(within(result).getByRole('button', { name: 'Add to cart' }));
    expect(await within(result).findByRole('alert')).toHaveTextContent('stop here');
    expect(added).toEqual([{ items: [{ path: 'vehicle_renewal/ABC1234/24', amount: '91.20', quantity: 1 }] }]);
  });

  it('PAY-09: the extra items are listed, and a warning stands in when they cannot be read', async () => {
    serveSearch([renewal, payable({ path: 'vehicle_renewal/XTR0002', displayName: 'Renewal XTR0002', route: 'vehicle-renewal', extraItemsUnreadable: true })]);
    const { user } = renderPortal('/sunshine/demo/vehicle-renewal');
    await user.type(await screen.findByRole('textbox', { name: /plate/i }), 'ABC1234');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const listed = await screen.findByRole('article', { name: renewal.displayName });
    expect(within(listed).getByText('The amount due includes:')).toBeInTheDocument();
    expect(within(listed).getByRole('listitem')).toHaveTextContent('Specialty plate: Florida panther: $25.00');
    const unreadable = screen.getByRole('article', { name: 'Renewal XTR0002' });
    expect(within(unreadable).getByRole('status')).toHaveTextContent('Some items included in this renewal cannot be shown right now.');
  });
});
