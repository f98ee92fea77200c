// "Set up a scheduled payment for a payer" (spec 001 §2 "Admin
// scheduled-payment screen"): the payer's name and e-mail (SCHED-54), the
// bill, the schedule and the amount as the resident's form offers them,
// the terms the payer must accept (SCHED-55, GET /admin/schedpay/terms),
// and the payer's card or bank account typed into the wallet host's
// card-input frame in its adminFilling mode (ROLE-18). Once the payer's
// name and e-mail are valid the console asks for frames bound to that
// payer (POST tender-frames); on submit the frame tokenizes, the token
// becomes the payer's tender (POST tenders, one Idempotency-Key per token)
// and the tender goes into the plan (POST plans, one Idempotency-Key kept
// across retries of the same submission). A tender saved once is kept for
// a retry of the plan, so a refused date does not ask for the card again.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CardFrame } from '../../components/cardFrame/CardFrame';
import { useCardFrame } from '../../components/cardFrame/useCardFrame';
import { isOnOrigin, type FrameTender } from '../../lib/cardFrame';
import { useLanguage, useT } from '../../lib/i18n';
import '../../lib/i18n/admin';
import { newIdempotencyKey } from '../../lib/idempotency';
import { apiError, errorStatus, errorText } from '../../state/api';
import type { QueryError } from '../../state/api';
import {
  askTenderFrames,
  createStaffPlan,
  getPlanTerms,
  saveStaffTender,
  type ClientSite,
  type StaffPlan,
  type StaffTender,
  type StaffTenderFrames,
} from './api';
import { useConsole } from './context';
import { Checkbox, fieldId, RadioGroup, TextInput } from './fields';
import {
  checkValues,
  emptyValues,
  FIELDS,
  payerErrors,
  payerOf,
  placeBffFields,
  planRequest,
  showsDate,
  showsDays,
  showsEnd,
  type AmountKind,
  type FrequencyKind,
  type FrequencyValue,
  type StaffPlanErrors,
  type StaffPlanField,
  type StaffPlanValues,
  type TenderType,
} from './staffPlanValues';

/** How long the frame may take to answer a state request and then a tokenize request. */
const TOKENIZE_TIMEOUT_MS = 30_000;

/** The id of the form's tender section: its errors land there. */
const TENDER_FIELD = fieldId('tender');

/** A payer as a key: frames and a saved tender belong to one payer. */
const payerKey = (v: Pick<StaffPlanValues, 'payerName' | 'payerEmail'>) => JSON.stringify(payerOf(v));

/** The payer's tender saved through the frame, for the payer it was saved for. */
interface Saved {
  payer: string;
  tender: StaffTender;
}

export function StaffPlanForm({ site, onDone }: { site: ClientSite; onDone: (plan: StaffPlan | null) => void }) {
  const t = useT();
  const { language } = useLanguage();
  const { report, announce } = useConsole();
  const terms = getPlanTerms.useQuery(language);
  const [values, setValues] = useState<StaffPlanValues>(emptyValues);
  const [errors, setErrors] = useState<StaffPlanErrors>({});
  const [server, setServer] = useState<Partial<Record<StaffPlanField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [frames, setFrames] = useState<{ payer: string; frames: StaffTenderFrames } | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const tenderKey = useRef<string | null>(null);
  const planKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [askFrames, asking] = askTenderFrames.useMutation();
  const [saveTender] = saveStaffTender.useMutation();
  const [createPlan] = createStaffPlan.useMutation();

  const currentPayer = payerKey(values);
  const payerFrames = frames?.payer === currentPayer ? frames.frames : null;
  const src = payerFrames ? (values.tenderType === 'bank' ? payerFrames.bankInputUrl : payerFrames.cardInputUrl) : '';
  const origin = payerFrames?.origin ?? '';
  const usable = src !== '' && isOnOrigin(src, origin);
  const savedTender = saved?.payer === currentPayer ? saved.tender : null;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = (change: Partial<StaffPlanValues>) => {
    // A changed form is a new submission: its plan gets a key of its own.
    planKey.current = null;
    setValues((previous) => ({ ...previous, ...change }));
    setServer((previous) => {
      const next = { ...previous };
      for (const name of Object.keys(change)) delete next[name as StaffPlanField];
      if ('amountKind' in change) delete next.amount;
      if ('tenderType' in change) delete next.tender;
      return next;
    });
  };

  const finish = () => {
    busyNow.current = false;
    setBusy(false);
    window.clearTimeout(timer.current);
  };

  const focusFirst = (found: Partial<Record<StaffPlanField, unknown>>) => {
    const first = FIELDS.find((field) => found[field]);
    // With the amount due chosen there is no amount to type: the amount's error is on its choice.
    const target = first === 'amount' && !document.getElementById(fieldId('amount')) ? 'amountKind' : first;
    if (target) document.getElementById(fieldId(target))?.focus();
  };

  /** Puts a failed call's message where it belongs: its fields, else above the form. */
  const showFailure = (error: QueryError, fallback: string, byStatus: Partial<Record<number, Partial<Record<StaffPlanField, string>>>> = {}) => {
    report(error);
    const status = errorStatus(error);
    const placed = placeBffFields(apiError(error)?.fields);
    const special = status !== undefined ? byStatus[status] : undefined;
    const fields = { ...placed.errors, ...(special ?? {}) };
    setServer(fields);
    if (status === 403) {
      setFormError(t('admin.plans.error.forbidden'));
    } else if (Object.keys(fields).length === 0 || placed.rest.length > 0) {
      setFormError(placed.rest.join(' ') || errorText(error, { useMessage: true }) || fallback);
    }
    focusFirst(fields);
    announce(t('admin.form.fixErrors'), 'danger');
  };

  /** Asks for frames bound to the payer typed, once the payer's name and e-mail are valid (ROLE-18). */
  const readyFrames = async ({ again = false }: { again?: boolean } = {}) => {
    const key = payerKey(values);
    if (Object.keys(payerErrors(values)).length > 0 || (!again && frames?.payer === key) || asking.isLoading) return;
    const outcome = await askFrames({ ...site, payer: payerOf(values) });
    if ('error' in outcome) {
      const unknown = t('admin.plans.error.payerUnknown');
      showFailure(outcome.error, t('admin.plans.error.frames'), { 422: { payerEmail: unknown } });
      return;
    }
    setFrames({ payer: key, frames: outcome.data });
  };

  const planFailed = (error: QueryError) => {
    if (apiError(error)?.reason === 'tender_not_found') {
      // The tender is no longer the payer's: it is entered again in a fresh frame.
      setSaved(null);
      setFrames(null);
      showFailure(error, t('admin.plans.error.generic'), { 422: { tender: t('admin.plans.error.tenderNotFound') } });
      void readyFrames({ again: true });
      return;
    }
    showFailure(error, t('admin.plans.error.generic'));
  };

  const makePlan = async (tender: StaffTender) => {
    const key = planKey.current ?? newIdempotencyKey();
    planKey.current = key;
    try {
      const outcome = await createPlan({ body: planRequest(values, site, tender), idempotencyKey: key, lang: language });
      if ('error' in outcome) {
        planFailed(outcome.error);
        return;
      }
      planKey.current = null;
      announce(t('admin.plans.created', { name: outcome.data.payerName || values.payerName.trim() }));
      onDone(outcome.data);
    } finally {
      finish();
    }
  };

  const store = async (tender: FrameTender) => {
    const key = tenderKey.current ?? newIdempotencyKey();
    tenderKey.current = key;
    const payer = payerOf(values);
    const outcome = await saveTender({
      body: { ...site, payer, token: tender.token, type: tender.type === 'bank' ? 'bank' : 'card', userName: tender.userName || payer.name },
      idempotencyKey: key,
    });
    tenderKey.current = null;
    if ('error' in outcome) {
      finish();
      if (errorStatus(outcome.error) === 422) {
        // The token is not this payer's frame token (expired, another payer's): a fresh frame.
        setFrames(null);
        void readyFrames({ again: true });
      }
      showFailure(outcome.error, t('admin.plans.error.generic'), { 422: { tender: t('admin.plans.error.tenderRefused') } });
      return;
    }
    setSaved({ payer: currentPayer, tender: outcome.data });
    await makePlan(outcome.data);
  };

  const frame = useCardFrame(origin, usable ? src : '', language, {
    onState: (complete) => {
      if (!busyNow.current) return;
      if (!complete) {
        finish();
        setServer({ tender: t('admin.plans.error.incomplete') });
        focusFirst({ tender: true });
      } else if (!frame.tokenize()) {
        finish();
        setFormError(t('admin.plans.error.generic'));
      }
    },
    onTokenized: (tender) => {
      if (busyNow.current) void store(tender);
    },
    onTokenizeFailed: (message) => {
      if (busyNow.current) {
        finish();
        setServer({ tender: message || t('admin.plans.error.incomplete') });
        focusFirst({ tender: true });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busyNow.current) return;
    setFormError(null);
    setServer({});
    const found = checkValues(values, site);
    if (!savedTender && (!usable || frame.status !== 'ready')) found.tender = 'admin.plans.error.tender';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      announce(t('admin.form.fixErrors'), 'danger');
      focusFirst(found);
      void readyFrames();
      return;
    }
    busyNow.current = true;
    setBusy(true);
    if (savedTender) {
      void makePlan(savedTender);
      return;
    }
    if (!frame.askState()) {
      finish();
      setFormError(t('admin.plans.error.generic'));
      return;
    }
    timer.current = window.setTimeout(() => {
      if (busyNow.current) {
        finish();
        setFormError(t('admin.plans.error.generic'));
      }
    }, TOKENIZE_TIMEOUT_MS);
  };

  const error = (field: StaffPlanField): string | undefined => {
    const key = errors[field];
    return server[field] ?? (key ? t(key) : undefined);
  };
  // A field's own error goes once it is corrected.
  const change = (field: StaffPlanField, patch: Partial<StaffPlanValues>) => {
    if (errors[field]) {
      setErrors((previous) => {
        const next = { ...previous };
        delete next[field];
        return next;
      });
    }
    set(patch);
  };
  const payerBlur = () => void readyFrames();
  const example = `${site.client}/${site.site}/property_tax/2026/R100-001`;
  const tenderError = error('tender');

  return (
    <form className="admin__form" onSubmit={submit} noValidate aria-labelledby="admin-plan-heading" aria-busy={busy || undefined}>
      <h2 id="admin-plan-heading" ref={heading} tabIndex={-1}>
        {t('admin.plans.new')}
      </h2>
      {formError ? (
        <p role="alert" className="admin__error">
          {formError}
        </p>
      ) : null}
      <fieldset className="admin__choices">
        <legend>{t('admin.plans.form.payer')}</legend>
        <TextInput
          name="payerName"
          label={t('admin.plans.form.payerName')}
          value={values.payerName}
          onChange={(payerName) => change('payerName', { payerName })}
          onBlur={payerBlur}
          error={error('payerName')}
          autoComplete="off"
        />
        <TextInput
          name="payerEmail"
          type="email"
          label={t('admin.plans.form.payerEmail')}
          hint={t('admin.plans.form.payerEmailHint')}
          value={values.payerEmail}
          onChange={(payerEmail) => change('payerEmail', { payerEmail })}
          onBlur={payerBlur}
          error={error('payerEmail')}
          autoComplete="off"
        />
      </fieldset>
      <TextInput
        name="payablePath"
        label={t('admin.plans.form.bill')}
        hint={t('admin.plans.form.billHint', { example })}
        value={values.payablePath}
        onChange={(payablePath) => change('payablePath', { payablePath })}
        error={error('payablePath')}
        autoComplete="off"
      />
      <RadioGroup<FrequencyValue>
        name="value"
        legend={t('admin.plans.form.value')}
        value={values.value}
        onChange={(value) => change('value', { value })}
        options={[
          { value: 'oneTime', label: t('admin.plans.form.oneTime') },
          { value: 'recurring', label: t('admin.plans.form.recurring') },
        ]}
        error={error('value')}
      />
      <RadioGroup<FrequencyKind>
        name="kind"
        legend={t('admin.plans.form.kind')}
        value={values.kind}
        onChange={(kind) => change('kind', { kind })}
        options={[
          { value: 'onDate', label: t(values.value === 'oneTime' ? 'admin.plans.form.onDate.oneTime' : 'admin.plans.form.onDate.recurring') },
          { value: 'beforeDue', label: t(values.value === 'oneTime' ? 'admin.plans.form.beforeDue.oneTime' : 'admin.plans.form.beforeDue.recurring') },
        ]}
        error={error('kind')}
      />
      {showsDate(values) ? (
        <TextInput
          name="startDate"
          label={t(values.value === 'oneTime' ? 'admin.plans.form.date.payment' : 'admin.plans.form.date.start')}
          hint={t('admin.plans.form.dateHint')}
          inputMode="numeric"
          autoComplete="off"
          value={values.startDate}
          onChange={(startDate) => change('startDate', { startDate })}
          error={error('startDate')}
        />
      ) : null}
      {showsDays(values) ? (
        <TextInput
          name="daysBeforeDue"
          label={t('admin.plans.form.days')}
          inputMode="numeric"
          autoComplete="off"
          value={values.daysBeforeDue}
          onChange={(daysBeforeDue) => change('daysBeforeDue', { daysBeforeDue })}
          error={error('daysBeforeDue')}
        />
      ) : null}
      {showsEnd(values) ? (
        <>
          <TextInput
            name="endDate"
            label={t('admin.plans.form.date.end')}
            hint={t('admin.plans.form.dateHint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.endDate}
            onChange={(endDate) => change('endDate', { endDate, noEndDate: endDate.trim() ? false : values.noEndDate })}
            error={error('endDate')}
          />
          {values.endDate.trim() === '' ? (
            <Checkbox
              name="noEndDate"
              label={t('admin.plans.form.noEnd')}
              checked={values.noEndDate}
              onChange={(noEndDate) => change('noEndDate', { noEndDate })}
              error={error('noEndDate')}
            />
          ) : null}
        </>
      ) : null}
      <RadioGroup<AmountKind>
        name="amountKind"
        legend={t('admin.plans.form.amount')}
        value={values.amountKind}
        onChange={(amountKind) => change('amount', { amountKind })}
        options={[
          { value: 'amountDue', label: t('admin.plans.form.amountDue') },
          { value: 'otherAmount', label: t('admin.plans.form.otherAmount') },
        ]}
        error={values.amountKind === 'amountDue' ? error('amount') : undefined}
      />
      {values.amountKind === 'otherAmount' ? (
        <TextInput
          name="amount"
          label={t('admin.plans.form.amountValue')}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(amount) => change('amount', { amount })}
          error={error('amount')}
        />
      ) : null}
      <fieldset className="admin__choices">
        <legend>{t('admin.plans.form.terms')}</legend>
        <Checkbox
          name="terms"
          label={terms.data?.text ?? t('common.loading')}
          checked={values.terms}
          disabled={!terms.data}
          onChange={(checked) => change('terms', { terms: checked })}
          error={error('terms')}
        />
      </fieldset>
      <fieldset
        id={TENDER_FIELD}
        className="admin__choices"
        tabIndex={-1}
        aria-describedby={tenderError ? `${TENDER_FIELD}-error` : undefined}
      >
        <legend>{t('admin.plans.form.tender')}</legend>
        {savedTender ? (
          <>
            <p>{t('admin.plans.form.tenderSaved', { tender: savedTender.description || savedTender.lastDigits || savedTender.type })}</p>
            <button type="button" className="button button--secondary" onClick={() => setSaved(null)}>
              {t('admin.plans.form.otherTender')}
            </button>
          </>
        ) : (
          <>
            <RadioGroup<TenderType>
              name="tenderType"
              legend={t('admin.plans.form.tenderKind')}
              value={values.tenderType}
              onChange={(tenderType) => change('tender', { tenderType })}
              options={[
                { value: 'card', label: t('admin.plans.form.card') },
                { value: 'bank', label: t('admin.plans.form.bank') },
              ]}
            />
            {usable ? (
              <CardFrame key={src} type={values.tenderType} src={src} frame={frame} onRetry={() => void readyFrames({ again: true })} />
            ) : asking.isLoading ? (
              <p role="status">{t('common.loading')}</p>
            ) : (
              <p className="admin__hint">{t('admin.plans.form.tenderWaiting')}</p>
            )}
          </>
        )}
        {tenderError ? (
          <p id={`${TENDER_FIELD}-error`} className="admin__field-error">
            {tenderError}
          </p>
        ) : null}
      </fieldset>
      <div className="admin__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? t('admin.plans.form.submitting') : t('admin.plans.form.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(null)} disabled={busy}>
          {t('admin.form.cancel')}
        </button>
      </div>
    </form>
  );
}
