// The autopay terms before the payment (AUTOPAY-01..03): pressing Submit
// with items ticked for autopay opens this modal instead of paying. It lists
// the items and shows the terms text the BFF stamps on each enrolment (the
// schedule form's, in the page's language). Accept pays with the enrolments
// (AUTOPAY-02); Cancel or Escape closes it and nothing is sent (AUTOPAY-03).
// Focus moves into the modal, stays there, and goes back to Submit.
import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { Modal } from '../../components/ui/Modal';
import type { CartItemView } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { getScheduleForm } from './api';
import { payablePathOf } from '../../lib/autopay';
import '../../lib/i18n/autopay';
import './autopay.css';

export interface AutopayTermsModalProps {
  /** The items ticked for autopay; at least one. */
  items: readonly CartItemView[];
  onAccept: () => void;
  onCancel: () => void;
}

export function AutopayTermsModal({ items, onAccept, onCancel }: AutopayTermsModalProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const titleId = useId();
  const introId = useId();
  const first = items[0];
  const { data: form, error, refetch } = getScheduleForm.useQuery(
    { client: location.client, site: location.site, lang: language, payablePath: first ? payablePathOf(first) : '' },
    { skip: !first },
  );
  let terms;
  if (form) {
    terms = <p className="autopay-terms__text">{form.terms}</p>;
  } else if (error) {
    terms = (
      <Alert variant="danger">
        <p>{t('autopay.terms.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  } else {
    terms = <Loading />;
  }
  return (
    <Modal labelledBy={titleId} describedBy={introId} onClose={onCancel} className="autopay-terms">
      <h2 id={titleId} className="modal__title">
        {t('autopay.terms.title')}
      </h2>
      <p id={introId}>{t('autopay.terms.intro')}</p>
      <h3>{t('autopay.terms.items')}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.displayName}</li>
        ))}
      </ul>
      {terms}
      <div className="modal__actions">
        <button type="button" className="button button--primary" disabled={!form} onClick={onAccept}>
          {t('autopay.terms.accept')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('autopay.terms.cancel')}
        </button>
      </div>
    </Modal>
  );
}
