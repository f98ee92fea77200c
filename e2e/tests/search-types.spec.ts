// Every search type of spec 001 §2 (SRCH-06) on the sandbox's
// sunshine/types site, in English and Spanish: the renewexpress and rexhub
// vehicle searches with their two inputs, the expandable item list opening
// by group, the item drop-down with its invalid-item and quantity messages
// (VAL-83), the blind court fine named by its citation number (SRCH-09) and
// found in the cart, the street index saying when there are too many
// matches, and the redirect and taxsys-navigation-link sources as
// navigation links only (SRCH-01, ROUTE-47). Every page passes axe.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { startIn, type Lang } from './checkout';

const SITE = '/sunshine/types';

/** The words as the sandbox seed (sandbox/sqlite/seed_searchtypes.go) and the portal write them. */
const W = {
  en: {
    express: 'Express Vehicle Renewal', plate: 'License plate', vin: 'Last 4 of the VIN', search: 'Search',
    expressFound: 'Vehicle Registration Renewal - EXP1001',
    boat: 'Boat Registration Renewal', registration: 'Registration number', zip: "Owner's ZIP code",
    boatFound: 'Vessel Registration Renewal - FL1234AB',
    parks: 'Park Passes and Rentals', passes: 'Annual passes', rentals: 'Shelter rentals', pavilion: 'Lakeside Pavilion, one day',
    records: 'Certified Records', item: 'Item', quantity: 'Quantity', add: 'Add to cart',
    invalidItem: 'Choose an item from the list.', quantityLow: 'Enter a quantity of at least 1.',
    birth: 'Certified Birth Certificate', added: (name: string) => `${name} was added to your cart.`,
    fines: 'Court Fines', citation: 'Citation number', citationExample: 'For example, C-2026-0001', amount: 'Amount',
    fine: 'Court Fine', checkout: 'Go to checkout',
    index: 'Property Tax Index', street: 'Street name',
    tooMany: 'More matches were found than can be shown. Add more detail to narrow the search.',
    few: '2 results found.',
    countyTaxes: 'County Taxes Portal', taxRecords: 'Tax Records',
    breakdown: 'Property Tax Index: where your tax dollar goes', breakdownTable: "Each taxing authority's share, tax year 2026",
    county: 'Sunshine County', refunds: 'Property Tax Index: unclaimed refunds', owner: 'Owner name',
    twoRefunds: '2 unclaimed refunds, $311.02 in all.', notFound: 'Page not found',
    details: 'Details of 2026 Property Tax - 12 Orange Ave', parcel: '2026 Property Tax - 12 Orange Ave',
  },
  es: {
    express: 'Renovación exprés de vehículos', plate: 'Número de placa', vin: 'Últimos 4 del VIN', search: 'Buscar',
    expressFound: 'Renovación del registro de vehículo - EXP1001',
    boat: 'Renovación del registro de embarcaciones', registration: 'Número de registro', zip: 'Código postal del propietario',
    boatFound: 'Renovación del registro de embarcación - FL1234AB',
    parks: 'Pases y alquileres de parques', passes: 'Pases anuales', rentals: 'Alquiler de refugios', pavilion: 'Pabellón junto al lago, un día',
    records: 'Copias certificadas', item: 'Artículo', quantity: 'Cantidad', add: 'Agregar al carrito',
    invalidItem: 'Elija un artículo de la lista.', quantityLow: 'Ingrese una cantidad de al menos 1.',
    birth: 'Acta de nacimiento certificada', added: (name: string) => `${name} se agregó a su carrito.`,
    fines: 'Multas judiciales', citation: 'Número de citación', citationExample: 'Por ejemplo, C-2026-0001', amount: 'Monto',
    fine: 'Multa judicial', checkout: 'Ir a pagar',
    index: 'Índice del impuesto sobre la propiedad', street: 'Nombre de la calle',
    tooMany: 'Se encontraron más coincidencias de las que se pueden mostrar. Agregue más detalles para reducir la búsqueda.',
    few: 'Se encontraron 2 resultados.',
    countyTaxes: 'Portal de impuestos del condado', taxRecords: 'Registros de impuestos',
    breakdown: 'Índice del impuesto sobre la propiedad: a dónde va su dólar de impuestos',
    breakdownTable: 'La parte de cada autoridad fiscal, año fiscal 2026',
    county: 'Condado de Sunshine', refunds: 'Índice del impuesto sobre la propiedad: reembolsos no reclamados',
    owner: 'Nombre del propietario', twoRefunds: '2 reembolsos no reclamados, $311.02 en total.', notFound: 'Página no encontrada',
    details: 'Detalles de Impuesto sobre la propiedad 2026 - 12 Orange Ave', parcel: 'Impuesto sobre la propiedad 2026 - 12 Orange Ave',
  },
} as const;

type Words = (typeof W)[Lang];

async function open(page: Page, route: string, heading: string): Promise<void> {
  await page.goto(`${SITE}/${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function searchWith(page: Page, w: Words, values: Array<[string, string]>): Promise<void> {
  const main = page.getByRole('main');
  for (const [label, value] of values) {
    await main.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await main.getByRole('button', { name: w.search, exact: true }).click();
}

for (const lang of ['en', 'es'] as const) {
  const w = W[lang];
  test.describe(`search types (${lang})`, () => {
    startIn(lang);

    test(`SRCH-06: the renewexpress and rexhub searches find their vehicles by two inputs (${lang})`, async ({ page }) => {
      await open(page, 'express-renewal', w.express);
      await searchWith(page, w, [[w.plate, 'exp1001'], [w.vin, '4321']]);
      await expect(page.getByRole('article', { name: w.expressFound })).toBeVisible();
      await expectNoViolations(page);

      await open(page, 'boat-renewal', w.boat);
      await searchWith(page, w, [[w.registration, 'FL1234AB'], [w.zip, '32801']]);
      await expect(page.getByRole('article', { name: w.boatFound })).toBeVisible();
      await expectNoViolations(page);
    });

    test(`SRCH-06: the expandable item list opens by group, by keyboard (${lang})`, async ({ page }) => {
      await open(page, 'parks', w.parks);
      await expect(page.locator('summary', { hasText: w.passes })).toBeVisible();
      const pavilion = page.getByRole('article', { name: w.pavilion });
      await expect(pavilion).toBeHidden();
      await page.locator('summary', { hasText: w.rentals }).focus();
      await page.keyboard.press('Enter');
      await expect(pavilion).toBeVisible();
      await expectNoViolations(page);
    });

    test(`SRCH-06 VAL-83: the item drop-down asks for an item and a quantity of at least one (${lang})`, async ({ page }) => {
      await open(page, 'records', w.records);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: w.add }).click();
      await expect(main.getByText(w.invalidItem)).toBeVisible();
      await expectNoViolations(page);

      await main.getByRole('combobox', { name: w.item }).selectOption('sunshine/types/records/birth-certificate');
      await main.getByRole('textbox', { name: w.quantity }).fill('0');
      await main.getByRole('button', { name: w.add }).click();
      await expect(main.getByText(w.quantityLow)).toBeVisible();
      await main.getByRole('textbox', { name: w.quantity }).fill('2');
      await main.getByRole('button', { name: w.add }).click();
      await expect(main.getByText(w.added(w.birth))).toBeVisible();
      await expectNoViolations(page);
    });

    test(`SRCH-09: a blind court fine is named by its citation number, priced by the payer, and found in the cart (${lang})`, async ({ page }) => {
      await open(page, 'court-fines', w.fines);
      const main = page.getByRole('main');
      const citation = main.getByRole('textbox', { name: w.citation });
      await expect(citation).toHaveAttribute('placeholder', w.citationExample);
      await main.getByRole('button', { name: w.add }).click();
      await expect(citation).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page);

      await citation.fill('C-2026-0001');
      await main.getByRole('textbox', { name: w.amount }).fill('123.45');
      await main.getByRole('button', { name: w.add }).click();
      await expect(main.getByText(w.added(w.fine))).toBeVisible();
      await main.getByRole('link', { name: w.checkout }).click();
      await expect(page.getByRole('main').getByText(w.fine).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('textbox', { name: w.citation })).toHaveValue('C-2026-0001');
    });

    test(`SRCH-06 VAL-83: the street index finds a few parcels, and says when there are too many (${lang})`, async ({ page }) => {
      await open(page, 'tax-index', w.index);
      await searchWith(page, w, [[w.street, 'Orange Ave']]);
      await expect(page.getByText(w.few)).toBeVisible();
      await searchWith(page, w, [[w.street, 'Lakeview Dr']]);
      await expect(page.getByText(w.tooMany)).toBeVisible();
      await expectNoViolations(page);
    });

    test(`SRCH-01 ROUTE-47: the redirect and tax-system sources are navigation links with no page of their own (${lang})`, async ({ page }) => {
      await page.goto(`${SITE}/home`);
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Main' : 'Principal' });
      // The links sit in the row or, when it is too narrow, in the menu: the
      // same anchors either way (NavLinks.tsx).
      await expect(nav.locator('a', { hasText: w.countyTaxes })).toHaveAttribute('href', 'https://county-taxes.example/public/sunshine');
      await expect(nav.locator('a', { hasText: w.taxRecords })).toHaveAttribute('href', '/sunshine/demo/taxsys');
      await page.goto(`${SITE}/county-taxes`);
      await expect(page.getByRole('heading', { level: 1, name: w.countyTaxes })).toHaveCount(0);
    });

    test(`SRCH-03: the tax-dollar breakdown and the unclaimed refunds sit under the index's route, and nowhere without the option (${lang})`, async ({ page }) => {
      await page.goto(`${SITE}/tax-index/tax-dollar-breakdown`);
      await expect(page.getByRole('heading', { level: 1, name: w.breakdown })).toBeVisible();
      const table = page.getByRole('table', { name: w.breakdownTable });
      await expect(table.getByRole('row', { name: new RegExp(w.county) })).toContainText('38.8');
      await expectNoViolations(page);

      await page.goto(`${SITE}/tax-index/unclaimed-refunds`);
      await expect(page.getByRole('heading', { level: 1, name: w.refunds })).toBeVisible();
      await page.getByRole('textbox', { name: w.owner }).fill('alvarez');
      await page.getByRole('main').getByRole('button', { name: w.search, exact: true }).click();
      await expect(page.getByText(w.twoRefunds)).toBeVisible();
      await expectNoViolations(page);

      await page.goto(`${SITE}/records/tax-dollar-breakdown`);
      await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
    });

    test(`SRCH-04: an index result opens its details route, which takes any slugs after the payable (${lang})`, async ({ page }) => {
      await open(page, 'tax-index', w.index);
      await searchWith(page, w, [[w.street, 'Orange Ave']]);
      await page.getByRole('link', { name: w.details }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.parcel })).toBeVisible();
      await expectNoViolations(page);
      await page.goto(`${page.url()}/2026/any/slugs`);
      await expect(page.getByRole('heading', { level: 1, name: w.parcel })).toBeVisible();
      // A payable of another site through this route: not found.
      const other = Buffer.from('sunshine/demo/property_tax/2026/R100-001').toString('base64url');
      await page.goto(`${SITE}/tax-index/${other}`);
      await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
    });
  });
}
