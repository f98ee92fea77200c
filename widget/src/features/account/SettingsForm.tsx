// My settings (spec 001 §2 "My Settings/Profile", §3 "User profile
// updatable fields"): given and family name, language, mobile phone and how
// to be contacted; the e-mail shows but cannot be changed (PROF-01). The
// rules are checked here first (profileRules.ts) and again by the BFF, whose
// 422 names each failed field; either way every message sits under its field
// and the first invalid field takes focus. On a site that does not allow
// changes (SHELL-38, EMBED-05) the fields are read-only and the page says why.
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { TextField, useFocusFirstError } from '../../components/ui/TextField';
import { apiError, errorStatus, errorText } from '../../state/api';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import type { Language } from '../../lib/types';
import { useUpdateProfileMutation, type ContactPreference, type Profile } from './api';
import {
  changeOf,
  checkSettings,
  serverErrors,
  valuesOf,
  type SettingsErrors,
  type SettingsMessage,
  type SettingsValues,
} from './profileRules';
import { RadioGroup } from './RadioGroup';
import './account.css';
import '../../lib/i18n/account';

type Outcome = { kind: 'saved' } | { kind: 'failed'; text: string } | null;

export function SettingsForm({ profile }: { profile: Profile }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const readOnly = !profile.canModify;

  const message = (m: SettingsMessage | undefined) => (m ? ('key' in m ? t(m.key) : m.text) : null);
  const set = <K extends keyof SettingsValues>(field: K, value: SettingsValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setOutcome(null);
  };

  const fail = (found: SettingsErrors, text: string) => {
    setErrors(found);
    setOutcome({ kind: 'failed', text });
    focusFirstError();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || isLoading) {
      return;
    }
    setOutcome(null);
    const found = checkSettings(values);
    if (Object.keys(found).length > 0) {
      fail(found, t('account.settings.invalid'));
      return;
    }
    setErrors({});
    try {
      const saved = await update({ client: location.client, site: location.site, lang: language, change: changeOf(values) }).unwrap();
      setValues(valuesOf(saved));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const body = apiError(error);
      const fields = errorStatus(error) === 422 ? serverErrors(body?.fields) : {};
      if (Object.keys(fields).length > 0) {
        fail(fields, body?.displayMessage || t('account.settings.invalid'));
      } else if (errorStatus(error) === 403) {
        setOutcome({ kind: 'failed', text: body?.displayMessage || t('account.settings.readOnly') });
      } else {
        setOutcome({ kind: 'failed', text: errorText(error) ?? t('api.error') });
      }
    }
  };

  return (
    <form ref={form} className="settings" noValidate onSubmit={submit}>
      {readOnly ? (
        <Alert variant="info" live="polite">
          <p>{t('account.settings.readOnly')}</p>
        </Alert>
      ) : null}
      <TextField
        label={t('account.settings.givenName')}
        autoComplete="given-name"
        aria-required
        disabled={readOnly}
        value={values.givenName}
        error={message(errors.givenName)}
        onChange={(event) => set('givenName', event.target.value)}
      />
      <TextField
        label={t('account.settings.familyName')}
        autoComplete="family-name"
        aria-required
        disabled={readOnly}
        value={values.familyName}
        error={message(errors.familyName)}
        onChange={(event) => set('familyName', event.target.value)}
      />
      <dl className="facts settings__email">
        <div>
          <dt>{t('account.settings.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
      </dl>
      <p className="field__hint">{t('account.settings.emailNote')}</p>
      <RadioGroup<Language>
        legend={t('account.settings.language')}
        hint={t('account.settings.languageHint')}
        name="language"
        value={values.language}
        disabled={readOnly}
        error={message(errors.language)}
        options={[
          { value: 'en', label: t('account.settings.english'), lang: language === 'en' ? undefined : 'en' },
          { value: 'es', label: t('account.settings.spanish'), lang: language === 'es' ? undefined : 'es' },
        ]}
        onChange={(value) => set('language', value)}
      />
      <TextField
        label={t('account.settings.phone')}
        hint={t('account.settings.phoneHint')}
        type="tel"
        autoComplete="tel"
        disabled={readOnly}
        value={values.phone}
        error={message(errors.phone)}
        onChange={(event) => set('phone', event.target.value)}
      />
      <RadioGroup<ContactPreference>
        legend={t('account.settings.contact')}
        name="contactPreference"
        value={values.contactPreference}
        disabled={readOnly}
        error={message(errors.contactPreference)}
        options={[
          { value: 'email', label: t('account.settings.contactEmail') },
          { value: 'sms', label: t('account.settings.contactSms') },
        ]}
        onChange={(value) => set('contactPreference', value)}
      />
      {outcome?.kind === 'saved' ? (
        <Alert variant="success" live="polite">
          <p>{t('account.settings.saved')}</p>
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert variant="danger">
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
      {readOnly ? null : (
        <div className="actions">
          <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
            {isLoading ? t('account.settings.saving') : t('account.settings.save')}
          </button>
        </div>
      )}
    </form>
  );
}
