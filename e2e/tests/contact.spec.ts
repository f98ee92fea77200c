import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { startIn, type Lang } from './checkout';

// The footer's contact form, end to end: the portal sends the message to the
// BFF, which checks it and posts it to the sandbox contact service; the
// service keeps it and drops a copy into the sandbox outbox.

/** The words of the footer and the contact form in each language. */
const CONTACT_WORDS = {
  en: {
    contactTab: 'Contact us',
    topic: /^Topic/,
    topicName: 'Property tax bill',
    parcel: /^Parcel or account number/,
    comments: /^Comments/,
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^Email/,
    send: 'Send message',
    success: /Thank you\. Your message was sent/,
    topicRequired: 'Please select a topic.',
  },
  es: {
    contactTab: 'Contáctenos',
    topic: /^Tema/,
    topicName: 'Factura del impuesto sobre la propiedad',
    parcel: /^Número de parcela o de cuenta/,
    comments: /^Comentarios/,
    firstName: /^Nombre/,
    lastName: /^Apellido/,
    email: /^Correo electrónico/,
    send: 'Enviar mensaje',
    success: /Gracias\. Su mensaje fue enviado/,
    topicRequired: 'Seleccione un tema.',
  },
} as const;

for (const lang of ['en', 'es'] as Lang[]) {
  test.describe(`contact form (${lang})`, () => {
    const w = CONTACT_WORDS[lang];
    startIn(lang);

    test(`SHELL-21 CONTACT-05 API-30 ERR-21: a payer sends a message from the footer and it reaches the outbox (${lang})`, async ({ page }) => {
      await page.goto('/sunshine/demo/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      const tab = footer.getByRole('button', { name: w.contactTab });
      await expect(tab).toHaveAttribute('aria-expanded', 'false');
      await tab.click();
      const form = page.getByRole('form', { name: w.contactTab });
      await expect(form).toBeVisible();

      // CONTACT-06: the placeholder is not a topic.
      await form.getByRole('button', { name: w.send }).click();
      await expect(form.getByText(w.topicRequired)).toBeVisible();
      await expectNoViolations(page);

      // Base 36, so the marker has no long run of digits: a 13-digit
      // timestamp passes the Luhn check one time in ten, and the form rightly
      // refuses comments that look like a card number (CONTACT rules).
      const marker = `e2e-contact-${lang}-${Date.now().toString(36)}`;
      await form.getByRole('combobox', { name: w.topic }).selectOption({ label: w.topicName });
      await form.getByRole('textbox', { name: w.parcel }).fill('R100-001');
      await form.getByRole('textbox', { name: w.comments }).fill(`When is my bill due? ${marker}`);
      await form.getByRole('textbox', { name: w.firstName }).fill('Ana');
      await form.getByRole('textbox', { name: w.lastName }).fill('Lopez');
      await form.getByRole('textbox', { name: w.email }).fill(`contact-${lang}@example.com`);
      await form.getByRole('button', { name: w.send }).click();
      await expect(form.getByRole('status')).toContainText(w.success);
      await expectNoViolations(page);

      // The copy in the sandbox outbox, addressed to the county's help desk.
      const outbox = await (await fetch(`${process.env.PAYHUB_SANDBOX_URL}/outbox.json?to=help-desk@sunshine.example.org`)).text();
      expect(outbox).toContain(marker);
      expect(outbox).toContain(`contact-${lang}@example.com`);
      expect(outbox).toContain('Parcel or account number: R100-001');
    });
  });
}
