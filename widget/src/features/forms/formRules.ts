// The checks of a form before it is filed, from its definition (spec 001 §5
// "Forms and fields"; VAL-59): each required text field has a value, none is
// longer than its maximum, and a signature is confirmed. They spare the
// filer a round trip. The BFF checks the same and decides; a field's
// pattern (VAL-58's 5-digit company code, the VIN) is left to it alone,
// because only it knows the rule each pattern stands for and words it.
import type { SignatureValue } from '../../components/signature/lazySignature';
import type { MessageKey } from '../../lib/i18n';
import type { FormDefinition, FormField } from './api';
import '../../lib/i18n/countyForms';

/** A problem with one field: the text's key and its slots. */
export interface FieldProblem {
  key: MessageKey;
  slots: Record<string, string | number>;
}

/** The typed values of a form's text fields, by field name. */
export type FormValues = Record<string, string>;

/** The field kinds the page draws. */
export const TEXT = 'text';
export const UPLOAD = 'upload';
export const SIGNATURE = 'signature';

/** The problem with one text field's value, or null. */
export function textProblem(field: FormField, value: string): FieldProblem | null {
  const trimmed = value.trim();
  const name = field.label;
  if (!trimmed) {
    return field.required ? { key: 'countyForms.fieldRequired', slots: { field: name } } : null;
  }
  if (field.maxLength && Array.from(trimmed).length > field.maxLength) {
    return { key: 'countyForms.fieldTooLong', slots: { field: name, max: field.maxLength } };
  }
  return null;
}

/**
 * VAL-59: every problem of the form, by field name, in the order of
 * its fields; a signature counts once it is confirmed.
 */
export function formProblems(form: FormDefinition, values: FormValues, signature: SignatureValue | null): Map<string, FieldProblem> {
  const out = new Map<string, FieldProblem>();
  for (const field of form.fields) {
    if (field.kind === TEXT) {
      const problem = textProblem(field, values[field.name] ?? '');
      if (problem) out.set(field.name, problem);
    } else if (field.kind === SIGNATURE && field.required && !signature) {
      out.set(field.name, { key: 'countyForms.signatureRequired', slots: {} });
    }
  }
  return out;
}

/** The text fields' values as filed: trimmed, empty ones left out. */
export function filedValues(form: FormDefinition, values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of form.fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.kind === TEXT && value) out[field.name] = value;
  }
  return out;
}

/** File name endings of the uploads service's types (UPL-03), for the file input's accept and its hint. */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/csv': ['.csv'],
};

/** UPL-03: the input's accept attribute for the types an upload field takes (their name endings; unknown types as they are). */
export function acceptOf(types: readonly string[] | undefined): string | undefined {
  if (!types?.length) {
    return undefined;
  }
  return types.flatMap((type) => EXTENSIONS[type] ?? [type]).join(',');
}

/** A drawn signature's PNG as base64, as the filing carries it. */
export async function pngBase64(png: Blob): Promise<string> {
  const bytes = new Uint8Array(await png.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
