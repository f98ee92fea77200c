// The payment method: one radio per offered tender type, each with its fee,
// and the payment-limit alerts above them; extra holds the tenders paid
// elsewhere (PayPal, Venmo, the mobile wallets).
import { useEffect, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import type { Fees, TenderAlert, TenderType } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { logDiagnostic } from '../../lib/diagnostics';
import { formatCents } from '../../lib/money';
import { feeOf, limitAlertText, unknownRestrictedTypes } from './tenders';
import '../../lib/i18n/steps';

export interface TenderChoiceProps {
  options: readonly TenderType[];
  value: TenderType | null;
  fees: Fees | undefined;
  alerts: readonly TenderAlert[];
  disabled: boolean;
  onChange: (type: TenderType) => void;
  /** Further tenders, shown below the radios. */
  extra?: ReactNode;
  /** The resident's saved tenders and the new-tender radios, in place of the radios per type. */
  choices?: ReactNode;
}

export function TenderChoice({ options, value, fees, alerts, disabled, onChange, extra, choices }: TenderChoiceProps) {
  const t = useT();
  const { language } = useLanguage();
  const unknown = unknownRestrictedTypes(alerts).join(',');
  useEffect(() => {
    // TENDER-09: a restricted tender type the portal cannot name is logged once per alert set.
    for (const tenderType of unknown ? unknown.split(',') : []) {
      logDiagnostic({ kind: 'unknownTenderType', tenderType, source: 'tenders.alerts' });
    }
  }, [unknown]);
  return (
    <fieldset className="tender-choice" disabled={disabled}>
      <legend className="tender-choice__legend">{t('payment.methodLegend')}</legend>
      {alerts.map((alert, index) => (
        <Alert key={`${alert.key}-${alert.department}-${index}`} variant={alert.level === 'danger' ? 'danger' : 'warning'}>
          <p>{limitAlertText(alert, t, language)}</p>
        </Alert>
      ))}
      {options.length === 0 && alerts.length === 0 ? (
        <Alert variant="danger">
          <p>{t('payment.noMethods')}</p>
        </Alert>
      ) : null}
      {choices ?? (
        <div className="tender-choice__options">
          {options.map((type) => {
            const fee = feeOf(fees, type);
            return (
              <label key={type} className="tender-choice__option">
                <input
                  type="radio"
                  name="tender-type"
                  value={type}
                  checked={value === type}
                  onChange={() => onChange(type)}
                />
                <span className="tender-choice__text">
                  <span className="tender-choice__name">{type === 'bank' ? t('tender.bank') : t('tender.card')}</span>
                  {fee !== null ? (
                    <span className="tender-choice__fee">{t('payment.optionFee', { fee: formatCents(fee, language) })}</span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {extra}
    </fieldset>
  );
}
