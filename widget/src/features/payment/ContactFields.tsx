// Contact details for the receipt (CHK-09): email (required) and phone
// (optional); the contact preference is email. For a signed-in resident the
// e-mail is the account's and cannot be changed here (WAL-19, ROLE-10): the
// field is read-only, and a note says why.
import type { ReactNode } from 'react';
import { TextField } from '../../components/ui/TextField';
import { useT } from '../../lib/i18n';
import type { FieldError } from '../../lib/validators';
import '../../lib/i18n/steps';

export interface ContactFieldsProps {
  email: string;
  phone: string;
  emailError: FieldError | null;
  phoneError: FieldError | null;
  onEmail: (value: string) => void;
  onPhone: (value: string) => void;
  onBlurEmail: () => void;
  onBlurPhone: () => void;
  /** Why the e-mail is locked; set for a signed-in resident, whose e-mail is the account's. */
  emailLockedNote?: ReactNode;
}

export function ContactFields(props: ContactFieldsProps) {
  const t = useT();
  const message = (error: FieldError | null) => (error ? t(error.key, error.params) : null);
  return (
    <section className="payment__contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t('payment.contactHeading')}</h2>
      <TextField
        label={t('payment.email')}
        hint={
          props.emailLockedNote ? (
            <>
              {t('payment.emailHint')} {props.emailLockedNote}
            </>
          ) : (
            t('payment.emailHint')
          )
        }
        readOnly={props.emailLockedNote ? true : undefined}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        aria-required
        value={props.email}
        error={message(props.emailError)}
        onChange={(event) => props.onEmail(event.target.value)}
        onBlur={props.onBlurEmail}
      />
      <TextField
        label={t('payment.phone')}
        type="tel"
        name="phone"
        autoComplete="tel"
        value={props.phone}
        error={message(props.phoneError)}
        onChange={(event) => props.onPhone(event.target.value)}
        onBlur={props.onBlurPhone}
      />
    </section>
  );
}
