// The bill with the owner's name (spec 001 §1; VERIFY-02), offered only once
// the BFF says the resident claimed the payable: a view of the bill naming
// the owner as the verification service recorded the name at the claim
// (never the resident's editable profile name), labelled with the date it
// was verified, the item as the verification status names it, and what is
// due; Print opens the browser's print dialog, and the print style sheet
// prints this view alone.
import { useEffect, useId, useRef } from 'react';
import { Modal } from '../../components/ui/Modal';
import { formatDate } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal, parseDecimal } from '../../lib/money';
import { useSite } from '../../lib/site';
import './ownership.css';
import '../../lib/i18n/ownership';

export interface PrintBillProps {
  payable: { path: string; displayName: string; description?: string; amount?: string; dueAt?: string };
  /** The name the verification service recorded at the claim (the status's verifiedName). */
  verifiedName?: string;
  /** When the claim was made (the status's verifiedAt). */
  verifiedAt?: string;
  /** The payable's name as the verification status gives it, when it does. */
  statusName?: string;
  onClose: () => void;
  /** Opens the print dialog; window.print by default. */
  print?: () => void;
}

/** The class on <html> while the view is open: the print style sheet then prints the view alone. */
const PRINTING = 'ownership-printing';

export function PrintBill({ payable, verifiedName, verifiedAt, statusName, onClose, print = () => window.print() }: PrintBillProps) {
  const t = useT();
  const { language } = useLanguage();
  const { clientTitle } = useSite();
  const titleId = useId();
  const printButton = useRef<HTMLButtonElement>(null);
  const amount = parseDecimal(payable.amount);

  useEffect(() => {
    document.documentElement.classList.add(PRINTING);
    return () => document.documentElement.classList.remove(PRINTING);
  }, []);

  return (
    <Modal labelledBy={titleId} onClose={onClose} initialFocus={printButton} className="print-bill-modal">
      <article className="print-bill" aria-labelledby={titleId}>
        <h2 id={titleId} className="modal__title">
          {t('ownership.print.title')}: {clientTitle}
        </h2>
        <dl className="print-bill__facts">
          {verifiedName ? (
            <div>
              <dt>
                {verifiedAt
                  ? t('ownership.print.ownerOn', { date: formatDate(verifiedAt, language) })
                  : t('ownership.print.owner')}
              </dt>
              <dd>{verifiedName}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('ownership.print.item')}</dt>
            <dd>{statusName || payable.displayName}</dd>
          </div>
          {payable.description ? (
            <div>
              <dt>{t('ownership.print.description')}</dt>
              <dd>{payable.description}</dd>
            </div>
          ) : null}
          {amount !== null && amount > 0 ? (
            <div>
              <dt>{t('ownership.print.amount')}</dt>
              <dd>{formatDecimal(payable.amount, language)}</dd>
            </div>
          ) : null}
          {payable.dueAt ? (
            <div>
              <dt>{t('ownership.print.due')}</dt>
              <dd>{formatDate(payable.dueAt, language)}</dd>
            </div>
          ) : null}
        </dl>
        <p>{t('ownership.print.verified')}</p>
        <div className="modal__actions print-bill__actions">
          <button ref={printButton} type="button" className="button button--primary" onClick={print}>
            {t('ownership.print.button')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('ownership.print.close')}
          </button>
        </div>
      </article>
    </Modal>
  );
}
