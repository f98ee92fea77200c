// API-91: a parcel record of the tax-system pages lists its account's
// bills, and adding one goes through the tax-system pages' own route, in
// English and Spanish; a failed load offers a retry, and none found says so.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cartItem, cartView, payable } from '../../test/checkoutFixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const bill = payable({ path: 'sunshine/demo/property_tax/2026/R100-001', displayName: '2026 Property Tax - 123 Main St', amount: '1234.56' });
const PAGE = '/sunshine/demo/taxsys/parcels/2026/R100-001';

describe('the bills of a tax-system record', () => {
  for (const { lang, heading, add, added } of [
    { lang: 'en', heading: 'Bills of account R100-001', add: 'Add to cart', added: '2026 Property Tax - 123 Main St was added to your cart.' },
    { lang: 'es', heading: 'Facturas de la cuenta R100-001', add: 'Agregar al carrito', added: '2026 Property Tax - 123 Main St se agregó a su carrito.' },
  ]) {
    it(`API-91: a bill is added through the tax-system route (${lang})`, async () => {
      const searched: string[] = [];
      const sent: unknown[] = [];
      server.use(
        http.get('/bff/v1/sunshine/demo/search/property-tax', ({ request }) => {
          searched.push(new URL(request.url).searchParams.get('account_number') ?? '');
          return HttpResponse.json({ source: {}, payables: [bill], total: 1 });
        }),
        http.post('/bff/v1/sunshine/demo/taxsys/items', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ cart: cartView([cartItem({ id: 'i1', displayName: bill.displayName, path: bill.path })]), references: ['TSX-1'] });
        }),
      );
      window.localStorage.setItem('defaultLocale', lang);
      const { user } = renderPortal(PAGE);
      const section = await screen.findByRole('region', { name: heading });
      await user.click(await within(section).findByRole('button', { name: `${add}: ${bill.displayName}` }));
      expect(await within(section).findByText(added, { exact: false })).toBeInTheDocument();
      expect(searched).toContain('R100-001');
      expect(sent).toEqual([{ items: [{ path: bill.path }] }]);
    });
  }

  it('API-91: a failed load offers a retry, and an account without bills says so', async () => {
    let calls = 0;
    server.use(
      http.get('/bff/v1/sunshine/demo/search/property-tax', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 })
          : HttpResponse.json({ source: {}, payables: null, total: 0 });
      }),
    );
    const { user } = renderPortal(PAGE);
    expect(await screen.findByText('The bills of this account could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bill was found for account R100-001.')).toBeInTheDocument();
  });

  it('a record that names no account lists no bills', async () => {
    renderPortal('/sunshine/demo/taxsys/parcels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax system: parcels' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Bills of account/ })).toBeNull();
  });
});
