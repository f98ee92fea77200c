import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PayableView } from '../../lib/checkoutTypes';
import type { Source } from '../../lib/types';
import { mockBff } from '../../test/mockBff';
import { shellScreen, source, sunshineSources } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const both = (en: string, es: string) => ({ en, es });

function payable(path: string, name: string, overrides: Partial<PayableView> = {}): PayableView {
  return {
    path,
    displayName: name,
    description: '',
    amount: '20.00',
    minAmount: '20.00',
    maxAmount: '20.00',
    isAmountModifiable: false,
    isQuantityModifiable: false,
    isPayable: true,
    shouldDelayPayment: false,
    requiresShipping: false,
    inCart: false,
    ...overrides,
  };
}

const typeSources: Source[] = [
  source('records', 'Certified records', 6, { searchType: 'item-dropdown' }),
  source('court-fines', 'Court fines', 7, {
    searchType: 'blind',
    blindDisplayNameLabel: both('Citation number', 'Número de citación'),
    blindDisplayNamePlaceholder: both('For example, C-1', 'Por ejemplo, C-1'),
  }),
  source('parks', 'Parks', 8, { searchType: 'expandable-item-list' }),
  source('tax-index', 'Tax index', 9, {
    searchType: 'index-search',
    searchInputs: [{ name: 'street', label: both('Street name', 'Calle'), placeholder: both('', ''), required: true }],
  }),
  source('county-taxes', 'County taxes', 10, { searchType: 'redirect', redirectUrl: 'https://county-taxes.example/x' }),
];

/** The shell with the extra sources, and each route's search answer. */
function serve(answers: Record<string, object>) {
  server.use(
    http.get('/bff/v1/:client/:site/screens/shell', () =>
      HttpResponse.json(shellScreen({ sources: [...sunshineSources(), ...typeSources] })),
    ),
    http.get('/bff/v1/:client/:site/search/:route', ({ params }) => {
      const answer = answers[String(params.route)];
      return answer ? HttpResponse.json(answer) : HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
    }),
  );
}

describe('search types (SRCH-06)', () => {
  it('item-dropdown: an item must be chosen, its quantity at least one (VAL-83), then it is added', async () => {
    const records = [
      payable('records/birth', 'Birth certificate', { isQuantityModifiable: true }),
      payable('records/death', 'Death certificate', { isQuantityModifiable: true }),
    ];
    serve({ records: { source: {}, payables: records, total: 2 } });
    const { user } = renderPortal('/sunshine/demo/records');
    const select = await screen.findByRole('combobox', { name: 'Item' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(select).toHaveAccessibleDescription('Choose an item from the list.');
    await waitFor(() => expect(select).toHaveFocus());

    await user.selectOptions(select, 'records/birth');
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(quantity).toHaveAccessibleDescription('Enter a quantity of at least 1.');
    expect(mockBff.calls('POST', '/cart/items')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(mockBff.calls('POST', '/cart/items')[0]?.body).toEqual({
        items: [{ path: 'records/birth', amount: '20.00', quantity: 3 }],
      }),
    );
  });

  it('SRCH-09: blind shows the source label and placeholder in Spanish and adds the typed name with the amount', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    const fine = payable('court_fines/fine', 'Multa', { amount: '0.00', minAmount: '1.00', maxAmount: '2500.00', isAmountModifiable: true });
    serve({ 'court-fines': { source: {}, payables: [fine], total: 1 } });
    const { user } = renderPortal('/sunshine/demo/court-fines');
    const name = await screen.findByRole('textbox', { name: 'Número de citación' });
    expect(name).toHaveAttribute('placeholder', 'Por ejemplo, C-1');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(mockBff.calls('POST', '/cart/items')).toHaveLength(0);

    await user.type(name, 'C-2026-0001');
    await user.type(screen.getByRole('textbox', { name: 'Monto' }), '123.45');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() =>
      expect(mockBff.calls('POST', '/cart/items')[0]?.body).toEqual({
        items: [
          { path: 'court_fines/fine', amount: '123.45', quantity: 1, userParameters: { blind_display_name: 'C-2026-0001' } },
        ],
      }),
    );
  });

  it('expandable-item-list: items open under their groups, the first open', async () => {
    const items = [payable('parks/pool', 'Pool pass'), payable('parks/pavilion', 'Pavilion')];
    serve({
      parks: {
        source: {},
        payables: items,
        total: 2,
        groups: [
          { title: 'Annual passes', paths: ['parks/pool'] },
          { title: 'Shelter rentals', paths: ['parks/pavilion'] },
        ],
      },
    });
    const { user } = renderPortal('/sunshine/demo/parks');
    const passes = (await screen.findByText('Annual passes')).closest('details');
    const rentals = screen.getByText('Shelter rentals').closest('details');
    expect(passes).toHaveAttribute('open');
    expect(rentals).not.toHaveAttribute('open');
    expect(within(passes as HTMLElement).getByRole('article', { name: 'Pool pass' })).toBeInTheDocument();
    await user.click(screen.getByText('Shelter rentals'));
    expect(rentals).toHaveAttribute('open');
  });

  it('VAL-83: index-search says when there are more matches than it shows', async () => {
    serve({ 'tax-index': { source: {}, payables: [payable('idx/1', 'Parcel 1')], total: 30, tooMany: true } });
    const { user } = renderPortal('/sunshine/demo/tax-index');
    await user.type(await screen.findByRole('textbox', { name: 'Street name' }), 'Lakeview');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('More matches were found than can be shown. Add more detail to narrow the search.'),
    ).toBeInTheDocument();
  });

  it('SRCH-01, ROUTE-47: a redirect source has no page and its navigation link leaves for its address', async () => {
    serve({});
    renderPortal('/sunshine/demo/county-taxes');
    const links = await screen.findAllByRole('link', { name: 'County taxes', hidden: true });
    expect(links[0]).toHaveAttribute('href', 'https://county-taxes.example/x');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('County taxes');
    expect(mockBff.calls('GET', '/search/county-taxes')).toHaveLength(0);
  });
});

describe('pages under a source (SRCH-03, SRCH-04)', () => {
  const breakdown = {
    title: 'Tax index',
    year: 2026,
    totalMillage: '3.0000',
    exampleBill: '1000.00',
    rows: [
      { name: 'County', millage: '1.0000', centsPerDollar: '33.4', amount: '333.34' },
      { name: 'Schools', millage: '2.0000', centsPerDollar: '66.6', amount: '666.66' },
    ],
  };

  it('SRCH-03: the tax-dollar breakdown is a table with a caption; the bars are hidden from assistive technology', async () => {
    serve({});
    server.use(
      http.get('/bff/v1/:client/:site/search/:route/tax-dollar-breakdown', ({ params }) =>
        params.route === 'tax-index'
          ? HttpResponse.json(breakdown)
          : HttpResponse.json({ error: { code: 'not_found', message: 'none' } }, { status: 404 }),
      ),
    );
    renderPortal('/sunshine/demo/tax-index/tax-dollar-breakdown');
    const table = await screen.findByRole('table', { name: "Each taxing authority's share, tax year 2026" });
    const county = within(table).getByRole('row', { name: /County/ });
    expect(within(county).getByText('33.4')).toBeInTheDocument();
    expect(within(county).getByText('$333.34')).toBeInTheDocument();
    expect(document.querySelector('.tax-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('SRCH-03: without the option the sub-route is the not-found page', async () => {
    serve({});
    server.use(
      http.get('/bff/v1/:client/:site/search/:route/unclaimed-refunds', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'none' } }, { status: 404 }),
      ),
    );
    renderPortal('/sunshine/demo/records/unclaimed-refunds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('SRCH-03: unclaimed refunds are narrowed by the name searched', async () => {
    serve({});
    const names: (string | null)[] = [];
    server.use(
      http.get('/bff/v1/:client/:site/search/:route/unclaimed-refunds', ({ request }) => {
        const name = new URL(request.url).searchParams.get('name');
        names.push(name);
        const all = [
          { name: 'ALVAREZ MARIA', account: 'R1', year: 2024, amount: '10.00' },
          { name: 'CHEN WEI', account: 'R2', year: 2025, amount: '5.00' },
        ];
        const refunds = name ? all.filter((r) => r.name.toLowerCase().includes(name.toLowerCase())) : [];
        return HttpResponse.json({ title: 'x', instructions: 'Send a claim form.', total: name ? '10.00' : '0.00', refunds });
      }),
    );
    const { user } = renderPortal('/sunshine/demo/tax-index/unclaimed-refunds');
    // Before a name is searched, the page asks for one (the BFF lists none).
    expect(await screen.findByText("Search by the owner's name to see their unclaimed refunds.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Owner name' }), 'alvarez');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 unclaimed refund, $10.00 in all.')).toBeInTheDocument();
    expect(names).toEqual([null, 'alvarez']);
  });

  it('SRCH-04: an index result links to its details route, which shows the payable', async () => {
    const parcel = payable('sunshine/demo/tax_index/2026/O001', 'Parcel O001');
    server.use(
      http.get('/bff/v1/:client/:site/screens/shell', () =>
        HttpResponse.json(
          shellScreen({
            sources: [
              ...sunshineSources(),
              source('tax-index', 'Tax index', 9, {
                searchType: 'index-search',
                taxSystem: { clientId: 'tax' },
                searchInputs: [{ name: 'street', label: both('Street name', 'Calle'), placeholder: both('', ''), required: true }],
              }),
            ],
          }),
        ),
      ),
      http.get('/bff/v1/:client/:site/search/tax-index', () => HttpResponse.json({ source: {}, payables: [parcel], total: 1 })),
      http.get('/bff/v1/:client/:site/search/tax-index/details/:encoded', ({ params }) =>
        atob(String(params.encoded).replace(/-/g, '+').replace(/_/g, '/')) === parcel.path
          ? HttpResponse.json({ source: {}, payable: parcel })
          : HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }),
      ),
    );
    const { user } = renderPortal('/sunshine/demo/tax-index');
    await user.type(await screen.findByRole('textbox', { name: 'Street name' }), 'Orange');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Details of Parcel O001' });
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcel O001' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Parcel O001' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/sunshine/demo/tax-index/${'c3Vuc2hpbmUvZGVtby90YXhfaW5kZXgvMjAyNi9PMDAx'}`);
  });
});
