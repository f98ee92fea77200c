// My items, end to end against the sandbox (spec 001 §2 "Dashboard areas",
// §4 "Bulk autopay grouping"; ROUTE-55, ROUTE-56, SCHED-38), in English and
// Spanish: a new resident with saved bills finds them under the tabs DMV
// items, services and fees, and tax items; selects both property tax bills
// with "Select all" and adds them to the cart in one step; saves a card and
// sets up autopay for the water bill (the before-due group) and the vehicle
// renewal (the group of its yearly date); then removes the water bill with
// "Remove selected". axe checks every step. The sandbox clock is never
// moved here: other tests of the run share it.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { WORDS, cardFrame, startIn, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

/** The words of My items (widget/src/lib/i18n/*.account.ts) and the sandbox's bills. */
const W = {
  en: {
    logIn: 'Log in', tabs: 'Saved items by kind', dmv: /^DMV items/, services: /^Services and fees/, tax: /^Tax items/,
    actions: 'Actions for the selected items', all: 'Select all', pay: 'Add selected to cart', autopay: 'Set up autopay',
    remove: 'Remove selected', select: (name: string) => `Select ${name}`, removed: 'Water Bill - U-5001 was removed from your saved items.',
    dialog: 'Set up autopay', beforeDue: 'Paid before each due date', yearly: /^Paid every year on /,
    visa: 'Visa Card ending in 4242', accept: 'I accept these terms', results: 'Autopay results',
    enrolled: (name: string) => `${name} is enrolled in autopay.`, close: 'Close',
    settingsTab: 'My settings', methods: 'Payment methods', addCard: 'Add card', addSubmit: 'Save payment method',
    cardAdded: 'Visa Card ending in 4242 is saved.',
    water: 'Water Bill - U-5001', vehicle: 'Vehicle Registration Renewal - ABC1234',
    taxes: ['2026 Property Tax - 123 Main St', '2026 Property Tax - 9 Oak Ave'],
  },
  es: {
    logIn: 'Iniciar sesión', tabs: 'Artículos guardados por tipo', dmv: /^Artículos del DMV/, services: /^Servicios y cargos/,
    tax: /^Impuestos/, actions: 'Acciones para los artículos seleccionados', all: 'Seleccionar todos',
    pay: 'Agregar los seleccionados al carrito', autopay: 'Configurar el pago automático', remove: 'Quitar los seleccionados',
    select: (name: string) => `Seleccionar ${name}`, removed: 'Se quitó Factura de agua - U-5001 de sus artículos guardados.',
    dialog: 'Configurar el pago automático', beforeDue: 'Se paga antes de cada fecha de vencimiento', yearly: /^Se paga cada año el /,
    visa: 'Tarjeta Visa que termina en 4242', accept: 'Acepto estas condiciones', results: 'Resultados del pago automático',
    enrolled: (name: string) => `${name} está inscrito en el pago automático.`, close: 'Cerrar',
    settingsTab: 'Mi configuración', methods: 'Métodos de pago', addCard: 'Agregar tarjeta', addSubmit: 'Guardar método de pago',
    cardAdded: 'Tarjeta Visa que termina en 4242 quedó guardada.',
    water: 'Factura de agua - U-5001', vehicle: 'Renovación del registro de vehículo - ABC1234',
    taxes: ['Impuesto sobre la propiedad 2026 - 123 Main St', 'Impuesto sobre la propiedad 2026 - 9 Oak Ave'],
  },
} as const;

const SAVED = [
  'sunshine/demo/utilities/U-5001',
  'sunshine/demo/vehicle_renewal/ABC1234',
  'sunshine/demo/property_tax/2026/R100-001',
  'sunshine/demo/property_tax/2026/R100-002',
];

/** saveItems saves the bills for the signed-in resident through the BFF, as a search page's Save does. */
async function saveItems(page: Page): Promise<void> {
  for (const path of SAVED) {
    const saved = await page.request.put('/bff/v1/sunshine/demo/saved-items', { headers: { 'X-Requested-With': 'payhub' }, data: { path } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

/** saveCard adds the sandbox Visa under Payment methods in My settings. */
async function saveCard(page: Page, lang: Lang): Promise<void> {
  const w = WORDS[lang];
  const x = W[lang];
  await page.goto('/sunshine/demo/my-dashboard#my-settings');
  await expect(page.getByRole('tab', { name: x.settingsTab, selected: true })).toBeVisible();
  const methods = page.locator('section', { has: page.getByRole('heading', { name: x.methods, exact: true }) });
  await methods.getByRole('button', { name: x.addCard }).click();
  const frame = await cardFrame(page, w);
  await frame.getByLabel(w.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
  await frame.getByLabel(w.expiry, { exact: true }).fill('12/30');
  await frame.getByLabel(w.cvc, { exact: true }).fill('123');
  await frame.getByLabel(w.nameOnCard, { exact: true }).fill('Rosa Resident');
  await methods.getByRole('button', { name: x.addSubmit }).click();
  await expect(methods.getByText(x.cardAdded)).toBeVisible();
}

for (const lang of ['en', 'es'] as const satisfies readonly Lang[]) {
  test.describe(`My items (${lang})`, () => {
    startIn(lang);
    const x = W[lang];

    test('tabs by kind, add the selected bills to the cart, bulk autopay by group, remove the selected', async ({ page, request }) => {
      test.setTimeout(120_000);
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/my-dashboard');
      await page.getByRole('main').getByRole('button', { name: x.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);
      await saveItems(page);

      // ROUTE-55: the tabs, the first with items open, each listing its own.
      // The dashboard read the items while they were being saved; only the
      // hash changes here, so the page is loaded afresh to read them again.
      await page.goto('/sunshine/demo/my-dashboard#my-items');
      await page.reload();
      const tabs = page.getByRole('tablist', { name: x.tabs });
      await expect(tabs.getByRole('tab', { name: x.dmv })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 4, name: x.vehicle })).toBeVisible();
      await expect(page.getByRole('heading', { level: 4, name: x.water })).toHaveCount(0);
      await expectNoViolations(page);
      await tabs.getByRole('tab', { name: x.services }).click();
      await expect(page.getByRole('heading', { level: 4, name: x.water })).toBeVisible();
      await expect(page.getByRole('heading', { level: 4, name: x.vehicle })).toHaveCount(0);

      // ROUTE-56: select all the tax items, then add them to the cart in one step.
      await tabs.getByRole('tab', { name: x.tax }).click();
      const actions = page.getByRole('group', { name: x.actions });
      await actions.getByRole('checkbox', { name: x.all }).check();
      for (const bill of x.taxes) {
        await expect(page.getByRole('checkbox', { name: x.select(bill) })).toBeChecked();
      }
      await expectNoViolations(page);
      await actions.getByRole('button', { name: x.pay }).click();
      await expect(page).toHaveURL(/\/sunshine\/demo\/checkout$/);
      const names = page.locator('.cart-item__name');
      await expect(names).toHaveCount(2);
      await expect(names).toContainText([...x.taxes]);

      // ROUTE-56, SCHED-38: autopay for the water bill and the renewal, each in its group.
      await saveCard(page, lang);
      await page.goto('/sunshine/demo/my-dashboard#my-items');
      await page.getByRole('checkbox', { name: x.select(x.vehicle) }).check();
      await page.getByRole('group', { name: x.actions }).getByRole('button', { name: x.autopay }).click();
      let dialog = page.getByRole('dialog', { name: x.dialog });
      await expect(dialog.getByRole('heading', { level: 3, name: x.yearly })).toBeVisible();
      await expect(dialog.getByRole('radio', { name: x.visa })).toBeChecked();
      await expectNoViolations(page);
      await dialog.getByRole('checkbox', { name: x.accept }).check();
      await dialog.getByRole('button', { name: x.autopay }).click();
      await expect(dialog.getByRole('heading', { name: x.results })).toBeVisible();
      await expect(dialog.getByText(x.enrolled(x.vehicle))).toBeVisible();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: x.close }).click();

      await page.getByRole('tablist', { name: x.tabs }).getByRole('tab', { name: x.services }).click();
      await page.getByRole('checkbox', { name: x.select(x.water) }).check();
      await page.getByRole('group', { name: x.actions }).getByRole('button', { name: x.autopay }).click();
      dialog = page.getByRole('dialog', { name: x.dialog });
      await expect(dialog.getByRole('heading', { level: 3, name: x.beforeDue })).toBeVisible();
      await dialog.getByRole('checkbox', { name: x.accept }).check();
      await dialog.getByRole('button', { name: x.autopay }).click();
      await expect(dialog.getByText(x.enrolled(x.water))).toBeVisible();
      await dialog.getByRole('button', { name: x.close }).click();

      // ROUTE-56: remove the selected item.
      await page.getByRole('checkbox', { name: x.select(x.water) }).check();
      await page.getByRole('group', { name: x.actions }).getByRole('button', { name: x.remove }).click();
      await expect(page.getByRole('status').filter({ hasText: x.removed })).toBeVisible();
      await expect(page.getByRole('heading', { level: 4, name: x.water })).toHaveCount(0);
      await expectNoViolations(page);
    });
  });
}
