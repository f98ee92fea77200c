// Bulk autopay from My items (spec 001 §4 "Bulk autopay grouping"; ROUTE-56,
// SCHED-38): the selected items in their groups (every item paid before its
// due date together, the yearly ones a group per date), the items autopay
// cannot enrol apart, a saved card or bank account, and the terms the BFF
// stamps on each plan (the first item's schedule form, which also lists
// the saved payment methods). Setting it up makes one plan per item; the
// answer is shown group by group, each item enrolled or why not.
import { useId, useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { Modal } from '../../components/ui/Modal';
import { FieldError } from '../../components/ui/TextField';
import { useLanguage, useT } from '../../lib/i18n';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useSite } from '../../lib/site';
import type { Language } from '../../lib/types';
import { errorText } from '../../state/api';
import type { SavedItem } from '../../state/savedItems';
import { getItemScheduleForm, useEnrollSavedItemsAutopayMutation, type SavedItemsAutopay } from './api';
import { autopayGroups, monthDay, type AutopayGroup } from './myItems';
import { RadioGroup } from './RadioGroup';
import { savedItemName } from './SavedItemCard';
import { tabPath } from './tabs';
import './account.css';
import '../../lib/i18n/account';

export interface BulkAutopayDialogProps {
  /** The selected items; at least one. */
  items: readonly SavedItem[];
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A group's heading: before due, or yearly on its date. */
function groupTitle(t: ReturnType<typeof useT>, group: Pick<AutopayGroup, 'kind' | 'limitToYearlyDate'>, language: Language) {
  return group.kind === 'beforeDue'
    ? t('account.autopay.beforeDue')
    : t('account.autopay.yearly', { date: monthDay(group.limitToYearlyDate ?? '', language) });
}

export function BulkAutopayDialog({ items, onClose, returnFocusTo }: BulkAutopayDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const titleId = useId();
  const introId = useId();
  const acceptId = useId();
  const { groups, notEligible } = autopayGroups(items);
  const first = groups[0]?.items[0]?.payable;
  const { data: form, error: formError, refetch } = getItemScheduleForm.useQuery(
    { client: location.client, site: location.site, lang: language, payablePath: first?.path ?? '' },
    { skip: !first },
  );
  const [enroll, enrolling] = useEnrollSavedItemsAutopayMutation();
  const [key] = useState(newIdempotencyKey);
  const [tenderId, setTenderId] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ tender?: string; terms?: string; submit?: string }>({});
  const [result, setResult] = useState<SavedItemsAutopay | null>(null);
  const tenders = (form?.tenders ?? []).filter((tender) => tender.type === 'card' || tender.type === 'bank');
  const chosenTender = tenderId || (tenders.length === 1 ? (tenders[0]?.tenderId ?? '') : '');

  const submit = async () => {
    if (enrolling.isLoading) {
      return;
    }
    const next = {
      ...(chosenTender ? {} : { tender: t('account.autopay.chooseTender') }),
      ...(accepted ? {} : { terms: t('account.autopay.acceptRequired') }),
    };
    setErrors(next);
    if (next.tender || next.terms) {
      return;
    }
    try {
      const savePaths = groups.flatMap((group) => group.items.map((item) => item.savePath));
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      setResult(
        await enroll({
          client: location.client,
          site: location.site,
          lang: language,
          idempotencyKey: key,
          body: { savePaths, tenderId: chosenTender, termsAccepted: true, ...(timeZone ? { timeZone } : {}) },
        }).unwrap(),
      );
    } catch (failure) {
      setErrors({ submit: errorText(failure) ?? t('api.error') });
    }
  };

  let body;
  if (result) {
    body = (
      <>
        <h3>{t('account.autopay.results')}</h3>
        {result.groups.map((group) => (
          <section key={`${group.kind}-${group.limitToYearlyDate ?? ''}`} className="bulk-autopay__group">
            <h4>{groupTitle(t, group, language)}</h4>
            <ul>
              {group.results.map((each) => (
                <li key={each.payablePath}>{each.message}</li>
              ))}
            </ul>
          </section>
        ))}
        {result.notEligible.length > 0 ? (
          <section className="bulk-autopay__group">
            <h4>{t('account.autopay.notEligible')}</h4>
            <ul>
              {result.notEligible.map((each) => (
                <li key={each.payablePath}>{each.displayName ? `${each.displayName}: ${each.message}` : each.message}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  } else {
    let terms;
    if (!first) {
      terms = <p>{t('account.autopay.noneEligible')}</p>;
    } else if (form) {
      terms = (
        <>
          {tenders.length === 0 ? (
            <div>
              <p>{t('account.autopay.noTender')}</p>
              <Link href={tabPath(location, 'my-settings')}>{t('account.tab.mySettings')}</Link>
            </div>
          ) : (
            <RadioGroup
              legend={t('account.autopay.tender')}
              name="bulk-autopay-tender"
              value={chosenTender}
              error={errors.tender ?? null}
              options={tenders.map((tender) => ({
                value: tender.tenderId,
                label: tender.lastDigits ? t('account.autopay.tenderOption', { name: tender.name, digits: tender.lastDigits }) : tender.name,
              }))}
              onChange={setTenderId}
            />
          )}
          <p className="bulk-autopay__terms">{form.terms}</p>
          <div className={errors.terms ? 'field field--invalid' : 'field'}>
            <label className="bulk-actions__all">
              <input
                type="checkbox"
                checked={accepted}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? acceptId : undefined}
                onChange={(event) => setAccepted(event.target.checked)}
              />
              {t('account.autopay.accept')}
            </label>
            {errors.terms ? <FieldError id={acceptId}>{errors.terms}</FieldError> : null}
          </div>
        </>
      );
    } else if (formError) {
      terms = (
        <Alert variant="danger">
          <p>{t('account.autopay.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </Alert>
      );
    } else {
      terms = <Loading />;
    }
    body = (
      <>
        {groups.map((group) => (
          <section key={`${group.kind}-${group.limitToYearlyDate ?? ''}`} className="bulk-autopay__group">
            <h3>{groupTitle(t, group, language)}</h3>
            <ul>
              {group.items.map((item) => (
                <li key={item.savePath}>{savedItemName(item, t('account.items.unavailableName'))}</li>
              ))}
            </ul>
          </section>
        ))}
        {notEligible.length > 0 ? (
          <section className="bulk-autopay__group">
            <h3>{t('account.autopay.notEligible')}</h3>
            <ul>
              {notEligible.map((item) => (
                <li key={item.savePath}>{savedItemName(item, t('account.items.unavailableName'))}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {terms}
        {errors.submit ? (
          <Alert variant="danger" onDismiss={() => setErrors({})}>
            <p>{errors.submit}</p>
          </Alert>
        ) : null}
      </>
    );
  }

  const canSubmit = !result && Boolean(first) && Boolean(form) && tenders.length > 0;
  return (
    <Modal labelledBy={titleId} describedBy={introId} onClose={onClose} busy={enrolling.isLoading} returnFocusTo={returnFocusTo} className="bulk-autopay">
      <h2 id={titleId} className="modal__title">
        {t('account.autopay.title')}
      </h2>
      <p id={introId}>{t('account.autopay.intro')}</p>
      {body}
      <div className="modal__actions">
        {canSubmit ? (
          <button type="button" className="button button--primary" aria-disabled={enrolling.isLoading || undefined} onClick={() => void submit()}>
            {enrolling.isLoading ? t('account.autopay.submitting') : t('account.autopay.submit')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onClose}>
          {result || !canSubmit ? t('account.autopay.close') : t('account.autopay.cancel')}
        </button>
      </div>
    </Modal>
  );
}
