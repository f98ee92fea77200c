// The forms route and one form filed through the whole portal, against the
// mock BFF (test/formFixtures.ts): VAL-58, VAL-59, SIG-01..04, UPL-02,
// UPL-03, ERR-99, ROUTE-32.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff } from '../../test/accountFixtures';
import { companyCodeRefusal, formsBff, type FormsBffOptions } from '../../test/formFixtures';
import { shellScreen, siteConfig } from '../../test/fixtures';
import { currentPath, renderPortal } from '../../test/render';
import { server } from '../../test/server';

const FORM = '/sunshine/demo/forms/insurance-affidavit';

function open(path: string, options: FormsBffOptions & { user?: null; siteForms?: boolean } = {}) {
  const bff = formsBff(options);
  const config = siteConfig({ forms: options.siteForms ?? true });
  server.use(
    http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config }))),
    ...bff.handlers,
    ...accountBff({ user: options.user }).handlers,
  );
  return { ...renderPortal(path), bff };
}

type User = ReturnType<typeof open>['user'];

async function fillIn(user: User, values: Partial<Record<'company' | 'code' | 'policy' | 'vin', string>> = {}) {
  await user.type(await screen.findByRole('textbox', { name: 'Insurance company name' }), values.company ?? 'Sunshine Mutual');
  await user.type(screen.getByRole('textbox', { name: 'Company code' }), values.code ?? '12345');
  await user.type(screen.getByRole('textbox', { name: 'Policy number' }), values.policy ?? 'POL-778');
  await user.type(screen.getByRole('textbox', { name: 'Vehicle identification number (VIN)' }), values.vin ?? '1HGCM82633A004352');
}

/** SIG-02: switches to the typed mode by keyboard, types the name and confirms it. */
async function signTyped(user: User, name = 'Rosa Resident') {
  const typeInstead = await screen.findByRole('button', { name: 'Type your name instead' });
  typeInstead.focus();
  await user.keyboard('{Enter}');
  const input = screen.getByRole('textbox', { name: 'Your name' });
  expect(input).toHaveFocus();
  expect(input).toHaveAttribute('placeholder', 'First and last name');
  await user.keyboard(name);
  await user.click(screen.getByRole('button', { name: 'Confirm Name' }));
  expect(await screen.findByText(`Signed as ${name}.`)).toBeInTheDocument();
}

describe('forms', () => {
  it('ROUTE-32: lists the site\u2019s forms where its configuration has forms, and each opens its page', async () => {
    const { user } = open('/sunshine/demo/forms');
    const list = await screen.findByRole('list', { name: 'Forms you can file' });
    await user.click(within(list).getByRole('link', { name: 'Insurance affidavit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Insurance affidavit' })).toBeInTheDocument();
    expect(currentPath()).toBe(FORM);
  });

  it('ROUTE-32: forms and a form are not found on a site without forms', async () => {
    open(FORM, { siteForms: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a form the site does not offer as not available, with the way back to the list', async () => {
    open('/sunshine/demo/forms/no-such-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'This form is not available.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all forms' })).toHaveAttribute('href', '/sunshine/demo/forms');
  });

  it('shows a load failure with a retry', async () => {
    open(FORM, { formFails: 503 });
    expect(await screen.findByText('This form could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('VAL-59: an empty filing names every required field inline and in the summary, and focus goes to the first', async () => {
    const { user, bff } = open(FORM);
    await user.click(await screen.findByRole('button', { name: 'Submit form' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Enter Insurance company name.',
      'Enter Company code.',
      'Enter Policy number.',
      'Enter Vehicle identification number (VIN).',
      'Sign the form, then confirm your signature.',
    ]);
    const company = screen.getByRole('textbox', { name: 'Insurance company name' });
    expect(company).toHaveFocus();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Enter Insurance company name.');
    expect(bff.filings).toHaveLength(0);
    await user.click(within(summary).getByRole('link', { name: 'Enter Policy number.' }));
    expect(screen.getByRole('textbox', { name: 'Policy number' })).toHaveFocus();
  });

  it('VAL-58: a four-digit company code is refused by the BFF in its words, under the field and in the summary, keeping every value typed', async () => {
    const { user, bff } = open(FORM, { filingAnswers: [companyCodeRefusal()] });
    await fillIn(user, { code: '1234' });
    await signTyped(user);
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    const code = screen.getByRole('textbox', { name: 'Company code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('5 digits The company code must be exactly 5 digits.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'The company code must be exactly 5 digits.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Insurance company name' })).toHaveValue('Sunshine Mutual');
    expect(code).toHaveValue('1234');
    expect(screen.getByRole('textbox', { name: 'Vehicle identification number (VIN)' })).toHaveValue('1HGCM82633A004352');
    expect(screen.getByText('Signed as Rosa Resident.')).toBeInTheDocument();
    expect(bff.filings).toHaveLength(1);

    // Typing in the field takes its error away.
    await user.type(code, '5');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('SIG-01 UPL-02: a resident files with a typed signature and a PDF, with an Idempotency-Key, and is shown the confirmation and My Forms', async () => {
    const { user, bff } = open(FORM);
    await fillIn(user);
    const input = await screen.findByLabelText('Proof of insurance (optional)');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf,.csv');
    await user.upload(input, new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await signTyped(user);
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Form submitted' })).toBeInTheDocument();
    expect(screen.getByText('Your confirmation number is FRM-4H8T2M.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Forms' })).toHaveAttribute('href', '/sunshine/demo/my-dashboard#my-forms');
    expect(bff.filings).toHaveLength(1);
    const [{ key, filing }] = bff.filings as [(typeof bff.filings)[number]];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(filing).toEqual({
      values: { companyName: 'Sunshine Mutual', companyCode: '12345', policyNumber: 'POL-778', vin: '1HGCM82633A004352' },
      uploads: { proofOfInsurance: ['uploads-service:u1'] },
      signature: { typed: 'Rosa Resident' },
    });
  });

  it('UPL-02: a filing waits for a file still uploading: it is named under its field, nothing is sent, and once uploaded the file goes with the filing', async () => {
    let release = () => {};
    const uploadHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, bff } = open(FORM, { uploadHeld });
    await fillIn(user);
    await signTyped(user);
    await user.upload(await screen.findByLabelText('Proof of insurance (optional)'), new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(await screen.findAllByText('Wait until your files finish uploading, or remove them, then submit again.')).toHaveLength(2);
    expect(bff.filings).toHaveLength(0);
    release();
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Wait until your files finish uploading, or remove them, then submit again.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Form submitted' })).toBeInTheDocument();
    expect(bff.filings[0]?.filing).toMatchObject({ uploads: { proofOfInsurance: ['uploads-service:u1'] } });
  });

  it('a guest gets the confirmation number and no link to My Forms', async () => {
    const { user } = open(FORM, { user: null });
    await fillIn(user);
    await signTyped(user, 'Gus Guest');
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(await screen.findByText('Your confirmation number is FRM-4H8T2M.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to My Forms' })).not.toBeInTheDocument();
  });

  it('ERR-99: a signature the BFF finds too large is named under the signature; the filing sent again keeps its key', async () => {
    const big = { error: { code: 'invalid', message: 'This signature is too large.', displayMessage: 'This signature is too large.', fields: { signature: 'This signature is too large.' } } };
    const { user, bff } = open(FORM, { filingAnswers: [{ status: 503 }, { status: 400, body: big }] });
    await fillIn(user);
    await signTyped(user);
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(await screen.findByText('The form could not be submitted. Nothing you entered was lost; please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(await screen.findAllByText('This signature is too large.')).toHaveLength(2);
    expect(bff.filings).toHaveLength(2);
    expect(bff.filings[0]?.key).toBe(bff.filings[1]?.key);
    expect(screen.getByRole('textbox', { name: 'Policy number' })).toHaveValue('POL-778');
  });

  it('UPL-03: a file the BFF refuses by its content is shown with its text and not sent with the filing', async () => {
    const { user } = open(FORM, { uploadRefusal: 'File proof.pdf is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.' });
    const input = await screen.findByLabelText('Proof of insurance (optional)');
    await user.upload(input, new File(['MZ'], 'proof.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('File proof.pdf is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.'),
    ).toBeInTheDocument();
  });

  it('UPL-04: an empty file is refused before it is sent', async () => {
    const { user } = open(FORM);
    const input = await screen.findByLabelText('Proof of insurance (optional)');
    await user.upload(input, new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File empty.pdf is empty.')).toBeInTheDocument();
  });

  it('shows the form in Spanish, keeping what was typed when the language changes', async () => {
    const { user } = open(FORM);
    await user.type(await screen.findByRole('textbox', { name: 'Policy number' }), 'POL-778');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Declaración jurada de seguro' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de póliza' })).toHaveValue('POL-778');
  });
});
