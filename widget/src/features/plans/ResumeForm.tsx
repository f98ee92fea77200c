// Resuming a paused plan (SCHED-27, SCHED-30): the payment method is chosen
// again among the resident's saved cards and bank accounts that a plan may
// use (never PayPal, not expired: the schedule form's list, else the
// wallet's), none chosen beforehand.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { useFocusFirstError } from '../../components/ui/TextField';
import { useT } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { endingIn, isExpiredTender, tenderName } from '../../lib/savedTender';
import type { SavedTenderView } from '../../lib/walletTypes';
import { apiError, errorText } from '../../state/api';
import { getWallet } from '../../state/wallet';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { resumePlan } from './api';
import { usePlansArgs } from './usePlanArgs';
import '../../lib/i18n/plans';
import '../../lib/i18n/wallet';

/** The saved tenders a plan may pay with (SCHED-57: a card or bank account), expired cards left out. */
export function planTenders(tenders: readonly SavedTenderView[], now: Date): SavedTenderView[] {
  return tenders.filter((tender) => (tender.type === 'card' || tender.type === 'bank') && !isExpiredTender(tender, now));
}

export interface ResumeFormProps {
  planId: string;
  /** The schedule form's tenders; undefined while it loads or when it failed. */
  tenders: SavedTenderView[] | undefined;
  /** The schedule form failed: the wallet's list is read instead. */
  formFailed: boolean;
  onDone: () => void;
  onBack: () => void;
}

export function ResumeForm({ planId, tenders: fromForm, formFailed, onDone, onBack }: ResumeFormProps) {
  const t = useT();
  const args = usePlansArgs();
  const wallet = getWallet.useQuery({ client: args.client, site: args.site }, { skip: !formFailed });
  const [now] = useState(() => new Date());
  const [resume, { isLoading }] = resumePlan.useMutation();
  const [tenderId, setTenderId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusError = useFocusFirstError(form);
  const headingId = useId();
  const attempt = useRef<{ key: string; tenderId: string } | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const listed = fromForm ?? (formFailed && wallet.data ? (wallet.data.tenders ?? []) : undefined);
  const tenders = listed ? planTenders(listed, now) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    if (!tenderId) {
      setError(t('plans.resume.required'));
      focusError();
      return;
    }
    setError(null);
    if (attempt.current?.tenderId !== tenderId) attempt.current = { key: newIdempotencyKey(), tenderId };
    try {
      await resume({ ...args, planId, idempotencyKey: attempt.current.key, tenderId }).unwrap();
      onDone();
    } catch (failed) {
      const field = apiError(failed)?.fields?.tenderId;
      if (field) {
        setError(field);
        focusError();
      } else {
        setFailure(errorText(failed) ?? t('api.error'));
      }
    }
  };

  let choices;
  if (formFailed && wallet.isError && !wallet.data) {
    choices = (
      <Alert variant="danger">
        <p>{t('plans.resume.loadFailed')}</p>
      </Alert>
    );
  } else if (!tenders) {
    choices = <Loading />;
  } else if (tenders.length === 0) {
    choices = <p>{t('plans.resume.none')}</p>;
  } else {
    choices = (
      <RadioGroup
        legend={t('plans.resume.legend')}
        hint={t('plans.resume.hint')}
        error={error}
        name={`${headingId}-tender`}
        value={tenderId}
        options={tenders.map((tender) => ({
          value: tender.tenderId,
          label: `${tenderName(t, tender)} ${endingIn(t, tender.lastDigits)}`.trim(),
        }))}
        onChange={setTenderId}
      />
    );
  }

  return (
    <form ref={form} className="plan__form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h4 ref={heading} id={headingId} tabIndex={-1}>
        {t('plans.resume.heading')}
      </h4>
      {failure ? (
        <Alert variant="danger">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {choices}
      <div className="actions">
        {tenders && tenders.length > 0 ? (
          <button type="submit" className="button button--primary" aria-disabled={isLoading || undefined}>
            {isLoading ? t('plans.working') : t('plans.resume.submit')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onBack}>
          {t('plans.back')}
        </button>
      </div>
    </form>
  );
}
