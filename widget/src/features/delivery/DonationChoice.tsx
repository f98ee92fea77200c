// The optional charitable donation a renewal may carry (spec 000 §1, DLV-02):
// a charity and an amount (a suggested one or another of at least the
// minimum), added to the cart as an item of its own, or removed again.
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';
import { errorText as apiErrorText } from '../../state/api';
import { useAddCartItemsMutation, useRemoveCartItemMutation } from '../../state/cart';
import type { DonationView } from '../../lib/deliveryTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal, toDecimal } from '../../lib/money';
import { useSite } from '../../lib/site';
import { validateAmount, type FieldError as Problem } from '../../lib/validators';
import { errorText } from './AddressForm';
import { Choice, ChoiceGroup } from './ChoiceGroup';
import '../../lib/i18n/delivery';

const OTHER = 'other';

export function DonationChoice({ donation }: { donation: DonationView }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const id = useId();
  const site = { client: location.client, site: location.site };
  const charities = donation.charities ?? [];
  const amounts = donation.amounts ?? [];
  const [charity, setCharity] = useState(charities[0]?.path ?? '');
  const [amount, setAmount] = useState('');
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useAddCartItemsMutation();
  const [remove, removing] = useRemoveCartItemMutation();
  if (charities.length === 0) {
    return null;
  }
  const current = donation.current;
  const busy = adding.isLoading || removing.isLoading;

  const submit = async () => {
    setFailure(null);
    let chosen = amount;
    if (amount === '') {
      setProblem({ key: 'donation.error.amount' });
      return;
    }
    if (amount === OTHER) {
      const typed = validateAmount(other, { minAmount: donation.minimumAmount }, language);
      if (!typed.ok) {
        setProblem(typed.error);
        return;
      }
      chosen = toDecimal(typed.cents);
    }
    setProblem(null);
    try {
      await add({ ...site, items: [{ path: charity, amount: chosen }] }).unwrap();
      setAmount('');
      setOther('');
    } catch (error) {
      setFailure(apiErrorText(error) ?? t('api.error'));
    }
  };

  const drop = async (itemId: string) => {
    setFailure(null);
    try {
      await remove({ ...site, itemId }).unwrap();
    } catch (error) {
      setFailure(apiErrorText(error) ?? t('api.error'));
    }
  };

  const charityName = (path: string) => charities.find((c) => c.path === path)?.name ?? '';
  return (
    <section className="delivery__donation" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('donation.legend')}</h3>
      <p>{t('donation.intro')}</p>
      {failure ? (
        <Alert variant="danger" onDismiss={() => setFailure(null)}>
          <p>{failure}</p>
        </Alert>
      ) : null}
      {current ? (
        <div className="delivery__donation-current">
          <p role="status">
            {t('donation.current', { amount: formatDecimal(current.amount, language), charity: charityName(current.path) })}
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => void drop(current.itemId)}>
            {t('donation.remove')}
          </button>
        </div>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-charity`}>
              {t('donation.charity')}
            </label>
            <select
              id={`${id}-charity`}
              className="field__input"
              value={charity}
              onChange={(event) => setCharity(event.target.value)}
            >
              {charities.map((c) => (
                <option key={c.path} value={c.path}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <ChoiceGroup
            legend={t('donation.amountLegend')}
            error={amount === OTHER ? null : errorText(t, problem ?? undefined)}
            className="delivery__amounts"
          >
            {[...amounts, OTHER].map((value) => (
              <Choice
                key={value}
                name={`${id}-amount`}
                value={value}
                checked={amount === value}
                onChange={(v) => {
                  setAmount(v);
                  setProblem(null);
                }}
                label={value === OTHER ? t('donation.other') : formatDecimal(value, language)}
              />
            ))}
          </ChoiceGroup>
          {amount === OTHER ? (
            <TextField
              label={t('donation.otherAmount', { min: formatDecimal(donation.minimumAmount, language) })}
              value={other}
              inputMode="decimal"
              onChange={(event) => setOther(event.target.value)}
              error={errorText(t, problem ?? undefined)}
            />
          ) : null}
          <button type="button" className="button" disabled={busy} onClick={() => void submit()}>
            {t('donation.add')}
          </button>
        </>
      )}
    </section>
  );
}
