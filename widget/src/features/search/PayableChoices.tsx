// What a search result may offer beyond its one amount: its payment choices
// as a radio group, such as a renewal's 12 or 24 months (PAY-05), and what a
// renewal's amount includes, or a warning when that cannot be shown (PAY-09).
import { Alert } from '../../components/ui/Alert';
import { RadioGroup } from '../../components/ui/RadioGroup';
import type { PayableView } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import '../../lib/i18n/pages';

type Choice = NonNullable<PayableView['choices']>[number];

export function PaymentChoices({
  payable,
  choice,
  onChoose,
}: {
  payable: PayableView;
  /** Path of the choice picked. */
  choice: string;
  onChoose: (choice: Choice) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const choices = payable.choices ?? [];
  return (
    <RadioGroup
      legend={t('search.choices', { name: payable.displayName })}
      name={`choice-${payable.path}`}
      value={choice}
      options={choices.map((c) => ({ value: c.path, label: `${c.displayName}: ${formatDecimal(c.amount, language)}` }))}
      onChange={(path) => {
        const picked = choices.find((c) => c.path === path);
        if (picked) {
          onChoose(picked);
        }
      }}
    />
  );
}

export function ExtraItems({ payable }: { payable: PayableView }) {
  const t = useT();
  const { language } = useLanguage();
  if (payable.extraItemsUnreadable) {
    return (
      <Alert variant="warning" live="polite">
        <p>{t('search.extraItemsFallback')}</p>
      </Alert>
    );
  }
  const items = payable.extraItems ?? [];
  if (items.length === 0) {
    return null;
  }
  return (
    <div className="payable__extras">
      <p className="payable__note">{t('search.extraItems')}</p>
      <ul>
        {items.map((it) => (
          <li key={it.displayName}>
            {it.displayName}: {formatDecimal(it.amount, language)}
          </li>
        ))}
      </ul>
    </div>
  );
}
