// The renewal-autopay modal (spec 000 §4 "Autopay at checkout";
// AUTOPAY-06..09): on opening the checkout with yearly-autopay-eligible
// items, the payer is asked once per cart whether to renew them
// automatically every year. It does not show when the payer answered for
// this cart already, or when the resident has a plan for those items
// (the BFF's list of their plans); while that list loads, or when it cannot
// be read, it does not show either: nobody is asked about autopay they may
// already have. Accept ticks the items for autopay at review, where the
// terms are accepted before paying; dismiss declines; both are remembered
// for the cart. A guest is offered Log in instead (the portal only: in the
// widget the host page signs its payers in). The checkout route loads this
// module only for a cart holding such an item.
import { useId, useState } from 'react';
import { LoginButton } from '../../components/ui/LoginButton';
import { Modal } from '../../components/ui/Modal';
import type { CartItemView } from '../../lib/checkoutTypes';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite, useSitePath } from '../../lib/site';
import { cartItems, cartOf, useCheckoutScreen } from '../../state/cart';
import { sectionData, useGetShellScreenQuery } from '../../state/screens';
import { useGetSessionQuery } from '../../state/session';
import { getSchedules, type Plan } from './api';
import { readChoice, rememberChoice } from '../../lib/autopayChoice';
import { autopayKind, payablePathOf } from '../../lib/autopay';
import '../../lib/i18n/autopay';

declare const __PAYHUB_WIDGET__: boolean | undefined;
const OFFERS_SIGN_IN = typeof __PAYHUB_WIDGET__ === 'undefined';

/** The yearly-autopay-eligible items no active plan of the resident covers (AUTOPAY-06, AUTOPAY-07). */
export function renewalCandidates(items: readonly CartItemView[], plans: readonly Plan[]): CartItemView[] {
  const planned = new Set(plans.filter((plan) => plan.active).map((plan) => plan.payablePath));
  return items.filter((item) => autopayKind(item) === 'yearly' && !planned.has(payablePathOf(item)));
}

export function RenewalAutopay() {
  const { location } = useSite();
  const site = { client: location.client, site: location.site };
  const { language } = useLanguage();
  const { data: screen } = useCheckoutScreen();
  const cart = cartOf(screen);
  const { data: shell } = useGetShellScreenQuery(site);
  const loginEnabled = sectionData(shell?.sections.config)?.login.meta.enabled === true;
  const { data: session } = useGetSessionQuery(site);
  const signedIn = Boolean(session?.user);
  const { data: schedules } = getSchedules.useQuery({ ...site, lang: language }, { skip: !signedIn });
  // Read once per cart: answering hides the modal for good.
  const [answered, setAnswered] = useState<string | null>(null);

  if (!cart || !session || answered === cart.id || readChoice(cart.id)) {
    return null;
  }
  if (signedIn && !schedules) {
    return null;
  }
  if (!signedIn && (!OFFERS_SIGN_IN || !loginEnabled)) {
    return null;
  }
  const items = renewalCandidates(cartItems(cart), schedules?.plans ?? []);
  if (items.length === 0) {
    return null;
  }
  const answer = (accepted: boolean) => {
    rememberChoice(cart.id, { accepted, items: accepted ? items.map((item) => item.id) : [] });
    setAnswered(cart.id);
  };
  return <RenewalAutopayModal items={items} signedIn={signedIn} onAnswer={answer} />;
}

export interface RenewalAutopayModalProps {
  items: readonly CartItemView[];
  signedIn: boolean;
  /** true: accepted; false: declined. */
  onAnswer: (accepted: boolean) => void;
}

export function RenewalAutopayModal({ items, signedIn, onAnswer }: RenewalAutopayModalProps) {
  const t = useT();
  const pathFor = useSitePath();
  const titleId = useId();
  const textId = useId();
  const names = items.map((item) => item.displayName).join(', ');
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={() => onAnswer(false)} className="autopay-renewal">
      <h2 id={titleId} className="modal__title">
        {t('autopay.renewal.title')}
      </h2>
      <p id={textId}>{t(signedIn ? 'autopay.renewal.text' : 'autopay.renewal.guest', { items: names })}</p>
      <div className="modal__actions">
        {signedIn ? (
          <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
            {t('autopay.renewal.accept')}
          </button>
        ) : (
          <LoginButton enabled returnTo={pathFor('checkout')} />
        )}
        <button type="button" className="button" onClick={() => onAnswer(false)}>
          {t('autopay.renewal.dismiss')}
        </button>
      </div>
    </Modal>
  );
}
