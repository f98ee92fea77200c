// Autopay at review (spec 000 §4 "Autopay at checkout"; spec 001 §4
// "Scheduled payment"): where the payer decides before paying, each
// autopay-eligible item offers "Enroll in autopay" to a signed-in resident.
// The box can be ticked only when the chosen method can carry autopay
// (AUTOPAY-11): a saved card or bank account, or a new one, which is then
// saved with the payment (the note says so); PayPal or a mobile wallet's
// card cannot, and the note says why. An item that already has a plan shows
// so instead (SCHED-39). A guest gets a link in place of the box that opens
// the sign-in prompt (SCHED-40); in the widget, whose host page signs its
// payers in, a note.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { SignInPromptLazy } from '../../components/signIn/lazySignIn';
import type { CartItemView, Tender } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { sectionData, useGetShellScreenQuery } from '../../state/screens';
import { signInUrl, useGetSessionQuery } from '../../state/session';
import { getScheduleForm } from './api';
import { forgetItems, readChoice } from '../../lib/autopayChoice';
import { autopayKind, eligibleItems, methodFit, payablePathOf } from '../../lib/autopay';
import '../../lib/i18n/autopay';
import './autopay.css';

/** The sign-in prompt is the portal's (lazySignIn.ts); spelled so the widget's build folds it away. */
declare const __PAYHUB_WIDGET__: boolean | undefined;
const OFFERS_SIGN_IN = typeof __PAYHUB_WIDGET__ === 'undefined';

export interface AutopaySectionProps {
  /** The cart's id: the renewal-autopay modal's answer for it ticks its items (AUTOPAY-08). */
  cartId: string;
  items: readonly CartItemView[];
  tender: Tender;
  /** The ids of the items ticked for autopay. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

export function AutopaySection({ cartId, items, tender, selected, onChange }: AutopaySectionProps) {
  const t = useT();
  const { location } = useSite();
  const site = { client: location.client, site: location.site };
  const { data: session, isError } = useGetSessionQuery(site);
  const eligible = eligibleItems(items);
  const signedIn = Boolean(session?.user);
  const noteId = useId();

  // The renewal-autopay modal's accepted items start ticked, once.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !signedIn) return;
    seeded.current = true;
    const choice = readChoice(cartId);
    const ids = eligible.map((item) => item.id);
    const accepted = choice?.accepted ? choice.items.filter((id) => ids.includes(id)) : [];
    if (accepted.length > 0) onChange(accepted);
  }, [cartId, eligible, onChange, signedIn]);

  if (eligible.length === 0 || (!session && !isError)) {
    return null;
  }
  const fit = methodFit(tender);
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected.filter((x) => x !== id), id] : selected.filter((x) => x !== id));
  return (
    <section className="autopay" aria-labelledby="review-autopay-heading">
      <h2 id="review-autopay-heading">{t('autopay.heading')}</h2>
      {signedIn ? (
        <>
          <p>{t('autopay.intro')}</p>
          {fit === 'none' ? (
            <p id={noteId} className="autopay__note">
              {t('autopay.needsMethod')}
            </p>
          ) : null}
          <ul className="autopay__items">
            {eligible.map((item) => (
              <AutopayItem
                key={item.id}
                item={item}
                chosen={selected.includes(item.id)}
                checked={fit !== 'none' && selected.includes(item.id)}
                disabled={fit === 'none'}
                describedBy={fit === 'none' ? noteId : undefined}
                onToggle={(on) => toggle(item.id, on)}
                onPlanExists={() => forgetItems(cartId, [item.id])}
              />
            ))}
          </ul>
          {fit === 'new' && selected.length > 0 ? (
            <p className="autopay__note" role="status">
              {t('autopay.willSave')}
            </p>
          ) : null}
        </>
      ) : (
        <GuestOffer names={eligible.map((item) => item.displayName)} />
      )}
    </section>
  );
}

interface AutopayItemProps {
  item: CartItemView;
  /** Whether the item is among the ticked ids (checked is also false while the method cannot carry autopay). */
  chosen: boolean;
  checked: boolean;
  disabled: boolean;
  describedBy?: string;
  onToggle: (on: boolean) => void;
  /** The item has a plan: its remembered renewal-modal choice is cleaned. */
  onPlanExists: () => void;
}

/**
 * One eligible item: its box, what autopay would do, or that a plan exists
 * already. An item with a plan has no box, so it is never left ticked (the
 * renewal modal's answer may have ticked it before the plan was made):
 * review enrols only the items it offers.
 */
function AutopayItem({ item, chosen, checked, disabled, describedBy, onToggle, onPlanExists }: AutopayItemProps) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const id = useId();
  const { data: form } = getScheduleForm.useQuery({
    client: location.client,
    site: location.site,
    lang: language,
    payablePath: payablePathOf(item),
  });
  const planExists = form?.planExists === true;
  useEffect(() => {
    if (planExists) onPlanExists();
    if (planExists && chosen) onToggle(false);
  }, [planExists, chosen, onToggle, onPlanExists]);
  const kind = autopayKind(item);
  const what =
    kind === 'beforeDue'
      ? t('autopay.kind.beforeDue')
      : form?.nextYearlyAutopayDate
        ? t('autopay.kind.yearlyOn', { date: form.nextYearlyAutopayDate })
        : t('autopay.kind.yearly');
  return (
    <li className="autopay__item">
      <p className="autopay__name" id={`${id}-name`}>
        {item.displayName}
      </p>
      {planExists ? (
        <p>{t('autopay.existing')}</p>
      ) : (
        <div className="autopay__check">
          <input
            type="checkbox"
            id={`${id}-enroll`}
            checked={checked}
            disabled={disabled}
            aria-describedby={[`${id}-name`, `${id}-what`, describedBy].filter(Boolean).join(' ')}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <label htmlFor={`${id}-enroll`}>{t('autopay.enroll')}</label>
          <p id={`${id}-what`} className="autopay__what">
            {what}
          </p>
        </div>
      )}
    </li>
  );
}

/** SCHED-40: a guest's link to sign in (the portal's prompt), or the widget's note. */
function GuestOffer({ names }: { names: string[] }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const pathFor = useSitePath();
  const { data: shell } = useGetShellScreenQuery({ client: location.client, site: location.site });
  const loginEnabled = sectionData(shell?.sections.config)?.login.meta.enabled === true;
  const [prompt, setPrompt] = useState(false);
  const returnTo = pathFor('checkout');
  if (!OFFERS_SIGN_IN) {
    return <p className="autopay__note">{t('autopay.guestNote')}</p>;
  }
  return (
    <>
      <ul className="autopay__items">
        {names.map((name) => (
          <li key={name} className="autopay__item">
            <p className="autopay__name">{name}</p>
          </li>
        ))}
      </ul>
      <a
        href={signInUrl(location.client, location.site, returnTo, language)}
        onClick={(event) => {
          event.preventDefault();
          setPrompt(true);
        }}
      >
        {t('autopay.guestLink')}
      </a>
      {prompt ? (
        <Suspense fallback={null}>
          <SignInPromptLazy loginEnabled={loginEnabled} returnTo={returnTo} onClose={() => setPrompt(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
