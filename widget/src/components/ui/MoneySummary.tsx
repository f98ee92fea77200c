// Subtotal, fee and total as a description list, amounts right-aligned.
import { useLanguage, useT } from '../../lib/i18n';
import { formatCents, type Cents } from '../../lib/money';

export interface MoneySummaryProps {
  subtotal: Cents;
  /** Absent before a payment method is chosen. */
  fee?: Cents | null;
}

export function MoneySummary({ subtotal, fee }: MoneySummaryProps) {
  const t = useT();
  const { language } = useLanguage();
  const hasFee = fee !== undefined && fee !== null;
  return (
    <dl className="summary">
      <div className="summary__row">
        <dt>{t('summary.subtotal')}</dt>
        <dd>{formatCents(subtotal, language)}</dd>
      </div>
      {hasFee ? (
        <>
          <div className="summary__row">
            <dt>{t('summary.fee')}</dt>
            <dd>{formatCents(fee, language)}</dd>
          </div>
          <div className="summary__row summary__row--total">
            <dt>{t('summary.total')}</dt>
            <dd>{formatCents(subtotal + fee, language)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
