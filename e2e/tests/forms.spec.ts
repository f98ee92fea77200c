// County forms, end to end (spec 000 §2 forms/{slug}; spec 001 §4, §5
// "Upload and signature"): in English and Spanish, a resident files
// sunshine/demo's insurance affidavit with a typed signature (reached by
// keyboard) and a PDF, and finds it under My forms with its confirmation
// number and the file's name; a guest files it and is given a confirmation
// number; bad input (a four-digit company code, a renamed executable called
// .pdf, an empty file) gets clear errors and keeps what was typed. Every
// screen passes axe. The files go through the BFF to the sandbox's uploads
// service, which judges them by their content.
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { startIn, type Lang } from './checkout';
import { newResident, signInOnHostedPage } from './residents';

const FORM = '/sunshine/demo/forms/insurance-affidavit';

/** A small valid PDF, as bff/upstream/uploads/uploadstest.PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A Windows executable's first bytes, as bff/upstream/uploads/uploadstest.Executable. */
function executable(): Buffer {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'latin1');
  b[0x3c] = 0x80;
  b.write('PE\0\0', 0x80, 'latin1');
  b.write('This program cannot be run in DOS mode.', 0x100, 'latin1');
  return b;
}

/**
 * The words of the form as the BFF and the portal write them
 * (sandbox/forms/affidavit.go, widget/src/lib/i18n/*.forms, *.countyForms, *.account).
 */
const W = {
  en: {
    title: 'Insurance affidavit', list: 'Forms you can file', logIn: 'Log in',
    company: 'Insurance company name', code: 'Company code', policy: 'Policy number', vin: 'Vehicle identification number (VIN)',
    proof: 'Proof of insurance (optional)', uploaded: 'Uploaded', typeInstead: 'Type your name instead', yourName: 'Your name',
    confirmName: 'Confirm Name', signed: (name: string) => `Signed as ${name}.`, submit: 'Submit form', done: 'Form submitted',
    number: /Your confirmation number is (FRM-[A-Z0-9-]+)\./, myForms: 'Go to My Forms', tab: 'My forms', mine: 'Your submitted forms',
    problem: 'There is a problem', codeBff: 'The company code must be exactly 5 digits.',
    wrongType: 'File proof.pdf is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.',
    empty: 'File empty.pdf is empty.',
  },
  es: {
    title: 'Declaración jurada de seguro', list: 'Formularios que puede presentar', logIn: 'Iniciar sesión',
    company: 'Nombre de la compañía de seguros', code: 'Código de la compañía', policy: 'Número de póliza',
    vin: 'Número de identificación del vehículo (VIN)', proof: 'Comprobante de seguro (opcional)', uploaded: 'Subido',
    typeInstead: 'Escribir su nombre en su lugar', yourName: 'Su nombre', confirmName: 'Confirmar nombre',
    signed: (name: string) => `Firmado como ${name}.`, submit: 'Enviar el formulario', done: 'Formulario enviado',
    number: /Su número de confirmación es (FRM-[A-Z0-9-]+)\./, myForms: 'Ir a Mis formularios', tab: 'Mis formularios',
    mine: 'Sus formularios enviados', problem: 'Hay un problema',
    codeBff: 'El código de la compañía debe tener exactamente 5 dígitos.',
    wrongType: 'El archivo proof.pdf no es de un tipo admitido. Tipos de archivo permitidos: image, pdf, doc, docx, csv.',
    empty: 'El archivo empty.pdf está vacío.',
  },
} as const;

type Words = (typeof W)[Lang];

async function fillIn(page: Page, w: Words, code = '12345'): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: w.company, exact: true }).fill('Sunshine Mutual');
  await main.getByRole('textbox', { name: w.code, exact: true }).fill(code);
  await main.getByRole('textbox', { name: w.policy, exact: true }).fill('POL-778');
  await main.getByRole('textbox', { name: w.vin, exact: true }).fill('1HGCM82633A004352');
}

/** SIG-02: the typed mode by keyboard only: focus its button, Enter, type, confirm. */
async function signByKeyboard(page: Page, w: Words, name: string): Promise<void> {
  await page.getByRole('button', { name: w.typeInstead }).focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: w.yourName });
  await expect(input).toBeFocused();
  await page.keyboard.type(name);
  await page.getByRole('button', { name: w.confirmName }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(w.signed(name))).toBeVisible();
}

async function attach(page: Page, w: Words, name: string, buffer: Buffer): Promise<void> {
  await page.getByLabel(w.proof, { exact: true }).setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`county forms (${lang})`, () => {
    const w = W[lang];
    startIn(lang);
    test.describe.configure({ timeout: 90_000 });

    test(`VAL-59 SIG-02 UPL-02: a resident files the affidavit with a typed signature and a PDF and finds it under My forms (${lang})`, async ({ page, request }) => {
      const resident = await newResident(request, lang);
      await page.goto('/sunshine/demo/forms');
      await page.getByRole('list', { name: w.list }).getByRole('link', { name: w.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: w.logIn, exact: true }).click();
      await signInOnHostedPage(page, lang, resident.email);
      await expect(page).toHaveURL(new RegExp(`${FORM}$`));
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await fillIn(page, w);
      await attach(page, w, 'proof of insurance.pdf', PDF);
      await expect(page.getByText(w.uploaded, { exact: true })).toBeVisible();
      await signByKeyboard(page, w, 'Rosa Resident');
      await expectNoViolations(page);
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.done })).toBeVisible();
      const text = (await page.getByText(w.number).textContent()) ?? '';
      const number = text.match(w.number)?.[1] ?? '';
      expect(number).toMatch(/^FRM-/);
      await expectNoViolations(page);

      await page.getByRole('link', { name: w.myForms }).click();
      await expect(page.getByRole('tab', { name: w.tab })).toHaveAttribute('aria-selected', 'true');
      const card = page.getByRole('list', { name: w.mine }).getByRole('article').filter({ hasText: number });
      await expect(card.getByRole('heading', { level: 3, name: w.title })).toBeVisible();
      await expect(card).toContainText('proof_of_insurance.pdf');
      await expectNoViolations(page);
    });

    test(`a guest files the affidavit and is given a confirmation number (${lang})`, async ({ page }) => {
      await page.goto(FORM);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await fillIn(page, w);
      await signByKeyboard(page, w, 'Gus Guest');
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.done })).toBeVisible();
      await expect(page.getByText(w.number)).toBeVisible();
      await expect(page.getByRole('link', { name: w.myForms })).toHaveCount(0);
      await expectNoViolations(page);
    });

    test(`VAL-58 UPL-03 UPL-04: a four-digit company code, a renamed executable and an empty file get clear errors and keep what was typed (${lang})`, async ({ page }) => {
      await page.goto(FORM);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await fillIn(page, w, '1234');
      await signByKeyboard(page, w, 'Gus Guest');
      await page.getByRole('button', { name: w.submit }).click();
      const summary = page.getByRole('alert').filter({ hasText: w.problem });
      await expect(summary.getByRole('link', { name: w.codeBff })).toBeVisible();
      const code = page.getByRole('main').getByRole('textbox', { name: w.code, exact: true });
      await expect(code).toBeFocused();
      await expect(code).toHaveAttribute('aria-invalid', 'true');

      await attach(page, w, 'proof.pdf', executable());
      await expect(page.getByText(w.wrongType)).toBeVisible();
      await page.getByRole('button', { name: lang === 'en' ? 'Remove proof.pdf' : 'Quitar proof.pdf' }).click();
      await attach(page, w, 'empty.pdf', Buffer.alloc(0));
      await expect(page.getByText(w.empty)).toBeVisible();
      await expectNoViolations(page);

      await expect(page.getByRole('main').getByRole('textbox', { name: w.company, exact: true })).toHaveValue('Sunshine Mutual');
      await expect(page.getByRole('main').getByRole('textbox', { name: w.vin, exact: true })).toHaveValue('1HGCM82633A004352');
      await expect(page.getByText(w.signed('Gus Guest'))).toBeVisible();
    });
  });
}
