import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n';
import type { Language } from '../../../lib/types';
import { contactTopics } from '../../../test/fixtures';
import { ContactForm, type ContactFormProps, type SendResult } from './ContactForm';
import type { ContactRequestBody } from './rules';

const CARD = '4242 4242 4242 4242';

function renderForm(props: Partial<ContactFormProps> = {}, language: Language = 'en') {
  const onSend = vi.fn<(body: ContactRequestBody) => Promise<SendResult>>(() => Promise.resolve('sent'));
  const user = userEvent.setup();
  render(
    <LocaleProvider language={language}>
      <ContactForm topics={contactTopics()} onSend={onSend} entity="Sunshine County" phone="(555) 010-2400" {...props} />
    </LocaleProvider>,
  );
  return { onSend, user };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const topic = () => screen.getByRole('combobox', { name: /^Topic/ });
const send = () => screen.getByRole('button', { name: 'Send message' });

/** Fills every field validly with the payment topic (no custom field). */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(topic(), 'payment_question');
  await user.type(field(/^Comments/), 'When did my payment arrive?');
  await user.type(field(/^First name/), 'Ana');
  await user.type(field(/^Last name/), 'Lopez');
  await user.type(field(/^Email/), 'ana@example.com');
}

/** The error message tied to the field by aria-describedby. */
function errorOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('ContactForm', () => {
  it('CONTACT-02: the topics start with a Select a topic placeholder that is not a valid choice, and include Website issue', async () => {
    const { user } = renderForm();
    const options = Array.from(topic().querySelectorAll('option')).map((o) => o.textContent);
    expect(options[0]).toBe('Select a topic');
    expect(options).toContain('Website issue');
    await user.click(send());
    expect(topic()).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(topic())).toContain('Please select a topic.');
  });

  it('CONTACT-06 CONTACT-07 CONTACT-10 CONTACT-12: sending an empty form shows each required message, sends nothing and focuses the first error', async () => {
    const { user, onSend } = renderForm();
    await user.click(send());
    expect(errorOf(topic())).toContain('Please select a topic.');
    expect(errorOf(field(/^Comments/))).toContain('Please enter your comments.');
    expect(errorOf(field(/^First name/))).toContain('Please enter your first name.');
    expect(errorOf(field(/^Last name/))).toContain('Please enter your last name.');
    expect(errorOf(field(/^Email/))).toContain('Please enter your email address.');
    expect(errorOf(field(/^Phone/))).toBe('');
    await waitFor(() => expect(topic()).toHaveFocus());
    expect(onSend).not.toHaveBeenCalled();
  });

  it('CONTACT-08: comments over 2000 characters show comments.maxlength; 2000 are accepted, with a counter', async () => {
    const { user } = renderForm();
    const comments = field(/^Comments/);
    await user.click(comments);
    await user.paste('a'.repeat(2001));
    await user.tab();
    expect(errorOf(comments)).toContain('Comments must be 2000 characters or fewer.');
    expect(screen.getByText('2001 of 2000 characters')).toBeInTheDocument();
    await user.type(comments, '{Backspace}');
    expect(errorOf(comments)).toBe('');
  });

  it('CONTACT-09 CONTACT-15: comments or an email holding a card number are refused', async () => {
    const { user } = renderForm();
    await user.type(field(/^Comments/), `my card is ${CARD}`);
    await user.type(field(/^Email/), '4242424242424242@example.com');
    await user.tab();
    expect(errorOf(field(/^Comments/))).toContain('Please do not enter card numbers or other sensitive data.');
    expect(errorOf(field(/^Email/))).toContain('Please do not enter card numbers');
  });

  it('CONTACT-11 CONTACT-13 CONTACT-14: names and email over 100 characters and a malformed email are refused', async () => {
    const { user } = renderForm();
    await user.click(field(/^First name/));
    await user.paste('a'.repeat(101));
    await user.click(field(/^Last name/));
    await user.paste('b'.repeat(101));
    await user.click(field(/^Email/));
    await user.paste(`${'c'.repeat(95)}@x.org`);
    await user.tab();
    expect(errorOf(field(/^First name/))).toContain('First name must be 100 characters or fewer.');
    expect(errorOf(field(/^Last name/))).toContain('Last name must be 100 characters or fewer.');
    expect(errorOf(field(/^Email/))).toContain('Email must be 100 characters or fewer.');
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'ana@example');
    await user.tab();
    expect(errorOf(field(/^Email/))).toContain('Please enter a valid email address');
  });

  it('CONTACT-16 CONTACT-17: the phone is optional, over 30 characters shows phone.maxlength, and an invalid phone extra_fields.phone.invalid', async () => {
    const { user } = renderForm();
    const phone = field(/^Phone/);
    await user.type(phone, '555-CALL-NOW');
    await user.tab();
    expect(errorOf(phone)).toContain('Please enter a valid phone number');
    await user.clear(phone);
    await user.type(phone, '5'.repeat(31));
    await user.tab();
    expect(errorOf(phone)).toContain('Phone must be 30 characters or fewer.');
    await user.clear(phone);
    await user.tab();
    expect(errorOf(phone)).toBe('');
  });

  it('CONTACT-05 CONTACT-19 CONTACT-18 CONTACT-20: the chosen topic shows its custom field with label and hint; required, at most 100, no card number', async () => {
    const { user, onSend } = renderForm();
    expect(screen.queryByRole('textbox', { name: /Parcel or account number/ })).not.toBeInTheDocument();
    await user.selectOptions(topic(), 'property_tax');
    const parcel = field(/^Parcel or account number/);
    expect(parcel).toHaveAccessibleDescription(/As printed on your bill\./);
    await user.click(parcel);
    await user.tab();
    expect(errorOf(parcel)).toContain('Please fill in Parcel or account number.');
    await user.click(parcel);
    await user.paste('x'.repeat(101));
    expect(errorOf(parcel)).toContain('Parcel or account number must be 100 characters or fewer.');
    await user.clear(parcel);
    await user.type(parcel, CARD);
    expect(errorOf(parcel)).toContain('Please do not enter card numbers');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('CONTACT-21 CONTACT-03: values are trimmed before they are checked and sent; custom fields go by English label', async () => {
    const { user, onSend } = renderForm();
    await user.selectOptions(topic(), 'property_tax');
    await user.type(field(/^Parcel or account number/), '  R100-001  ');
    await user.type(field(/^Comments/), '   ');
    await user.tab();
    expect(errorOf(field(/^Comments/))).toContain('Please enter your comments.');
    await user.type(field(/^Comments/), ' When is it due? ');
    await user.type(field(/^First name/), ' Ana ');
    await user.type(field(/^Last name/), 'Lopez ');
    await user.type(field(/^Email/), ' ana@example.com ');
    await user.click(send());
    expect(onSend).toHaveBeenCalledWith({
      topic: 'property_tax',
      body: 'When is it due?',
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.com',
      phone_number: '',
      url: '',
      custom_fields: { 'Parcel or account number': 'R100-001' },
    });
  });

  it('CONTACT-22: Send is disabled while the form is changed and invalid, and enabled once it is valid', async () => {
    const { user } = renderForm();
    expect(send()).toBeEnabled();
    await user.type(field(/^Comments/), 'Hello');
    expect(send()).toBeDisabled();
    await user.clear(field(/^Comments/));
    await fillValid(user);
    expect(send()).toBeEnabled();
  });

  it('CONTACT-23: Clear resets the form to its first values', async () => {
    const { user } = renderForm({ user: { givenName: 'Ana' } });
    await fillValid(user);
    await user.clear(field(/^First name/));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(topic()).toHaveValue('');
    expect(field(/^Comments/)).toHaveValue('');
    expect(field(/^First name/)).toHaveValue('Ana');
    expect(field(/^First name/)).not.toHaveAttribute('aria-invalid');
  });

  it('CONTACT-01: a signed-in payer finds given name, family name, email and phone filled in', () => {
    renderForm({ user: { givenName: 'Ana', familyName: 'Lopez', email: 'ana@example.com', phone: '(555) 010-2000' } });
    expect(field(/^First name/)).toHaveValue('Ana');
    expect(field(/^Last name/)).toHaveValue('Lopez');
    expect(field(/^Email/)).toHaveValue('ana@example.com');
    expect(field(/^Phone/)).toHaveValue('(555) 010-2000');
  });

  it('ERR-21: a sent message shows messaging.success in the live region and empties the form', async () => {
    const { user, onSend } = renderForm();
    await fillValid(user);
    await user.click(send());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your message was sent');
    expect(field(/^Comments/)).toHaveValue('');
  });

  it('ERR-19 ERR-20: a failed send names the county and its phone, or the county alone without a phone', async () => {
    const failed = () => Promise.resolve<SendResult>('failed');
    const { user } = renderForm({ onSend: failed });
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We could not send your message. Please try again later, or call Sunshine County at (555) 010-2400.',
    );
    expect(field(/^Comments/)).toHaveValue('When did my payment arrive?');
  });

  it('ERR-20: without a phone the failure is messaging.api-error.no_phone', async () => {
    const { user } = renderForm({ onSend: () => Promise.resolve('failed'), phone: undefined });
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent('or contact Sunshine County directly.');
  });

  it('CONTACT-05 CONTACT-06 CONTACT-07: in Spanish the labels, the topic texts, the custom field and the messages are Spanish', async () => {
    const { user } = renderForm({ pageRoute: 'property-tax' }, 'es');
    const tema = screen.getByRole('combobox', { name: /^Tema/ });
    expect(tema).toHaveValue('property_tax');
    expect(Array.from(tema.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      'Seleccione un tema',
      'Factura del impuesto sobre la propiedad',
      'Un pago que hice',
      'Problema con el sitio web',
    ]);
    expect(field(/^Número de parcela o de cuenta/)).toHaveAccessibleDescription(/Como aparece en su factura\./);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(errorOf(field(/^Comentarios/))).toContain('Escriba sus comentarios.');
    expect(errorOf(field(/^Número de parcela/))).toContain('Complete Número de parcela o de cuenta.');
    expect(screen.getByRole('button', { name: 'Borrar' })).toBeInTheDocument();
  });
});
