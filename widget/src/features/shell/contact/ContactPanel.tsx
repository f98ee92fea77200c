// The footer's Contact tab (SHELL-21): the contact form beside a
// site-feedback box whose link opens the survey modal. The survey link
// depends on the language and on production or not (SHELL-22). Loaded
// lazily with its texts when the tab first opens.
import { useRef, useState } from 'react';
import { pick, useLanguage, useT } from '../../../lib/i18n';
import '../../../lib/i18n/contact';
import { surveyLink } from '../../../lib/receiptState';
import { useSite } from '../../../lib/site';
import type { SiteConfig } from '../../../lib/types';
import { useSendContactMutation } from './api';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { SurveyDialog } from './SurveyDialog';
import './contact.css';

export interface ContactPanelProps {
  config: SiteConfig;
  /** CONTACT-01: the signed-in payer, when there is one. */
  user?: ContactFormProps['user'];
}

/**
 * The survey page with what the survey asks to know (spec 000 §2: client,
 * site and feature flags), and the portal's origin, the only one the survey
 * posts its close message to.
 */
export function surveyAddress(link: string, client: string, site: string, config: SiteConfig): string {
  const url = new URL(link);
  url.searchParams.set('client', client);
  url.searchParams.set('site', site);
  url.searchParams.set('help', String(config.help.showHelp));
  url.searchParams.set('contact', String(config.help.showContactUs));
  if (typeof window !== 'undefined') url.searchParams.set('parent', window.location.origin);
  return url.toString();
}

export function ContactPanel({ config, user }: ContactPanelProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location, environment, clientTitle } = useSite();
  const [send] = useSendContactMutation();
  const [surveyOpen, setSurveyOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const survey = surveyLink(config.survey, environment, language);
  const entity = clientTitle || config.payHub.clientTitle || pick(config.payHub.landingPageTitle, language);

  return (
    <div className="contact-panel">
      <ContactForm
        topics={config.contactTopics ?? []}
        user={user}
        pageRoute={location.route}
        entity={entity}
        phone={config.help.contactPhone}
        url={typeof window === 'undefined' ? '' : window.location.href}
        onSend={(body) =>
          send({ client: location.client, site: location.site, body })
            .unwrap()
            .then(
              () => 'sent' as const,
              () => 'failed' as const,
            )
        }
      />
      {survey ? (
        <aside className="contact-panel__feedback" aria-labelledby="contact-feedback-heading">
          <h2 id="contact-feedback-heading">{t('feedback.heading')}</h2>
          <p>{t('feedback.text')}</p>
          <button ref={opener} type="button" className="button" onClick={() => setSurveyOpen(true)}>
            {t('feedback.link')}
          </button>
        </aside>
      ) : null}
      {survey && surveyOpen ? (
        <SurveyDialog
          src={surveyAddress(survey, location.client, location.site, config)}
          onClose={() => setSurveyOpen(false)}
          returnFocusTo={opener}
        />
      ) : null}
    </div>
  );
}
