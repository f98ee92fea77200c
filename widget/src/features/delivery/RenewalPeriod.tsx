// The renewal period (12 or 24 months, spec 000 §9): switching it swaps the
// renewal in the cart for its other payment choice; the radios follow the
// cart, so a failed switch leaves the previous period checked (DLV-19) with
// checkout.change_payable.error.
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import type { RenewalView } from '../../lib/deliveryTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { useSite } from '../../lib/site';
import { checkPayableChange } from '../../lib/validators';
import { useChangeRenewalMutation } from './api';
import { Choice, ChoiceGroup } from './ChoiceGroup';
import '../../lib/i18n/delivery';

export function RenewalPeriod({ renewal }: { renewal: RenewalView }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const [change, { isLoading }] = useChangeRenewalMutation();
  const [failed, setFailed] = useState(false);
  const choices = renewal.choices ?? [];
  if (choices.length < 2) {
    return null;
  }
  const choose = async (path: string) => {
    // VAL-17: a change names the payable chosen; nothing else is sent.
    if (path === renewal.path || isLoading || checkPayableChange({ path }) !== null) {
      return;
    }
    setFailed(false);
    try {
      await change({ client: location.client, site: location.site, itemId: renewal.itemId, path }).unwrap();
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <ChoiceGroup legend={t('delivery.period.legend')} disabled={isLoading} className="delivery__period">
        {choices.map((choice) => (
          <Choice
            key={choice.path}
            name={`period-${renewal.itemId}`}
            value={choice.path}
            checked={renewal.path === choice.path}
            onChange={(path) => void choose(path)}
            label={t('delivery.period.option', { period: choice.displayName, amount: formatDecimal(choice.amount, language) })}
          />
        ))}
      </ChoiceGroup>
      <p role="status" className="visually-hidden">
        {isLoading ? t('delivery.period.changing') : ''}
      </p>
      {failed ? (
        <Alert variant="danger" onDismiss={() => setFailed(false)}>
          <p>{t('checkout.change_payable.error')}</p>
        </Alert>
      ) : null}
    </>
  );
}
