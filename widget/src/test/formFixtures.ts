// The county forms' side of the mock BFF, for tests and stories: the site's
// forms, the insurance affidavit's definition in English and Spanish, a
// file for its proof of insurance, filing it and My Forms, answering as
// bff/http does (shapes in bff/http/openapi.yaml; texts as bff/texts words
// them). formsBff() returns the handlers with a state of their own, and
// records every filing with its Idempotency-Key.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { FormDefinition, FormFiling, FormSubmission } from '../features/forms/api';

const BASE = '/bff/v1/:client/:site';

const es = (request: Request) => new URL(request.url).searchParams.get('lang') === 'es';

/** The insurance affidavit (sandbox/forms/affidavit.go) in the asked language. */
export function affidavit(spanish = false): FormDefinition {
  const pick = (en: string, esText: string) => (spanish ? esText : en);
  return {
    slug: 'insurance-affidavit',
    title: pick('Insurance affidavit', 'Declaración jurada de seguro'),
    description: pick(
      'Declare the insurance that covers your vehicle. Attach your proof of insurance if you have it.',
      'Declare el seguro que cubre su vehículo. Adjunte su comprobante de seguro si lo tiene.',
    ),
    fields: [
      { name: 'companyName', kind: 'text', label: pick('Insurance company name', 'Nombre de la compañía de seguros'), required: true, maxLength: 100 },
      { name: 'companyCode', kind: 'text', label: pick('Company code', 'Código de la compañía'), hint: pick('5 digits', '5 dígitos'), required: true, maxLength: 5, pattern: '^[0-9]{5}$' },
      { name: 'policyNumber', kind: 'text', label: pick('Policy number', 'Número de póliza'), required: true, maxLength: 30 },
      { name: 'vin', kind: 'text', label: pick('Vehicle identification number (VIN)', 'Número de identificación del vehículo (VIN)'), required: true, maxLength: 17, pattern: '^[A-Za-z0-9]{5,17}$' },
      {
        name: 'proofOfInsurance',
        kind: 'upload',
        label: pick('Proof of insurance', 'Comprobante de seguro'),
        hint: pick('Image, PDF, DOC, DOCX or CSV, up to 10 MB', 'Imagen, PDF, DOC, DOCX o CSV, hasta 10 MB'),
        required: false,
        maxSizeBytes: 10 * 1024 * 1024,
        accept: ['image/png', 'image/jpeg', 'application/pdf', 'text/csv'],
      },
      { name: 'signature', kind: 'signature', label: pick('Signature', 'Firma'), required: true },
    ],
    signature: {
      placeholder: pick('First and last name', 'Nombre y apellido'),
      agreement: pick(
        "By clicking 'Confirm Name' I agree that my typed name above can be used as a digital representation of my signature.",
        "Al hacer clic en 'Confirmar nombre' acepto que mi nombre escrito arriba se use como representación digital de mi firma.",
      ),
      maxTypedLength: 50,
      maxPngBytes: 2_000_000,
    },
  };
}

/** A filed affidavit under My Forms. */
export function submission(overrides: Partial<FormSubmission> = {}): FormSubmission {
  return {
    id: 'sub-1',
    confirmationNumber: 'FRM-7Q2K9X',
    slug: 'insurance-affidavit',
    title: 'Insurance affidavit',
    submittedAt: '2026-06-02T15:04:00Z',
    values: [{ name: 'companyName', label: 'Insurance company name', value: 'Sunshine Mutual' }],
    files: [{ field: 'proofOfInsurance', name: 'proof_of_insurance.pdf', sizeBytes: 2048, mimeType: 'application/pdf' }],
    signatureKind: 'typed',
    signedName: 'Rosa Resident',
    ...overrides,
  };
}

export interface FormsBffOptions {
  /** The site's forms; default the affidavit. */
  forms?: { slug: string; title: string }[];
  /** The resident's filed forms; default one. */
  mine?: FormSubmission[];
  /** Status of the failing list, form or My Forms read. */
  listFails?: number;
  formFails?: number;
  mineFails?: number;
  /** The upload route refuses every file with this text (422), as the uploads service does a mistyped one. */
  uploadRefusal?: string;
  /** The first filings answer these statuses and bodies, in turn; then filings succeed. */
  filingAnswers?: { status: number; body?: unknown }[];
  /** Uploads are answered only once this settles (a file still on its way). */
  uploadHeld?: Promise<void>;
}

/** VAL-58 as the BFF words it, in both languages. */
export function companyCodeRefusal(spanish = false) {
  const text = spanish ? 'El código de la compañía debe tener exactamente 5 dígitos.' : 'The company code must be exactly 5 digits.';
  return { status: 400, body: { error: { code: 'invalid', message: text, displayMessage: text, fields: { companyCode: text } } } };
}

export function formsBff(options: FormsBffOptions = {}) {
  const filings: { key: string | null; filing: FormFiling }[] = [];
  const answers = [...(options.filingAnswers ?? [])];
  let uploads = 0;
  const handlers: RequestHandler[] = [
    http.get(`${BASE}/forms`, ({ request }) =>
      options.listFails
        ? HttpResponse.json({ error: { code: 'unavailable', message: 'Forms are not available.' } }, { status: options.listFails })
        : HttpResponse.json({ forms: options.forms ?? [{ slug: 'insurance-affidavit', title: affidavit(es(request)).title }] }),
    ),
    http.get(`${BASE}/forms/:slug`, ({ request, params }) => {
      if (options.formFails) {
        return HttpResponse.json({ error: { code: 'unavailable', message: 'Forms are not available.' } }, { status: options.formFails });
      }
      if (params.slug !== 'insurance-affidavit') {
        const text = es(request) ? 'Este formulario no está disponible.' : 'This form is not available.';
        return HttpResponse.json({ error: { code: 'not_found', message: text, displayMessage: text } }, { status: 404 });
      }
      return HttpResponse.json(affidavit(es(request)));
    }),
    http.post(`${BASE}/forms/:slug/uploads`, async ({ request }) => {
      const data = await request.formData();
      // The page's File is of another realm than msw's: read it by shape.
      const file = data.get('file') as { name?: string; size?: number } | null;
      const name = typeof file === 'object' && file?.name ? file.name : 'file';
      await options.uploadHeld;
      if (options.uploadRefusal) {
        const text = options.uploadRefusal;
        return HttpResponse.json({ error: { code: 'unprocessable', message: text, displayMessage: text } }, { status: 422 });
      }
      uploads += 1;
      return HttpResponse.json(
        { uploadId: `uploads-service:u${uploads}`, name: name.replace(/[^\w.-]+/g, '_'), sizeBytes: file?.size ?? 0, mimeType: 'application/pdf' },
        { status: 201 },
      );
    }),
    http.post(`${BASE}/forms/:slug/submissions`, async ({ request }) => {
      const filing = (await request.json()) as FormFiling;
      filings.push({ key: request.headers.get('Idempotency-Key'), filing });
      const answer = answers.shift();
      if (answer) {
        return answer.body === undefined ? new HttpResponse(null, { status: answer.status }) : HttpResponse.json(answer.body, { status: answer.status });
      }
      return HttpResponse.json(
        { id: 'sub-9', confirmationNumber: 'FRM-4H8T2M', slug: 'insurance-affidavit', title: affidavit(es(request)).title, submittedAt: '2026-06-02T15:04:00Z' },
        { status: 201 },
      );
    }),
    http.get(`${BASE}/my-forms`, () =>
      options.mineFails
        ? HttpResponse.json({ error: { code: 'unavailable', message: 'Forms are not available.' } }, { status: options.mineFails })
        : HttpResponse.json({ submissions: options.mine ?? [submission()] }),
    ),
  ];
  return { handlers, filings };
}
