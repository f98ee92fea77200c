// The range hint of an amount input: "Between $0.01 and $1,234.56" or
// "At least $1.00", so the limits are known before an error says so.
import { useLanguage, useT } from '../../lib/i18n';
import { formatCents, parseDecimal } from '../../lib/money';
import { DEFAULT_MIN_CENTS } from '../../lib/validators';

export function AmountHint({ minAmount, maxAmount }: { minAmount?: string | null; maxAmount?: string | null }) {
  const t = useT();
  const { language } = useLanguage();
  const min = formatCents(Math.max(parseDecimal(minAmount) ?? DEFAULT_MIN_CENTS, DEFAULT_MIN_CENTS), language);
  const maxCents = parseDecimal(maxAmount);
  if (maxCents !== null && maxCents > 0) {
    return <>{t('amount.range', { min, max: formatCents(maxCents, language) })}</>;
  }
  return <>{t('amount.minOnly', { min })}</>;
}
