// "Save for later" on a search result (spec 000 §4 "Other states"). A
// signed-in resident toggles the item in their saved items (SaveToggle,
// SAVED-03); a guest is warned and nothing is sent or changed (CART-18).
// Saving needs a signed-in payer (VAL-31). In the portal the guest is also
// offered sign-in (spec 000 §5 "Save-payable needs ... a logged-in user";
// SHELL-32): the sign-in prompt, whose Log in comes back to this page;
// Cancel returns focus to the button, the warning staying. Shown only on
// sites where signing in is enabled; nothing shows until the session is
// known.
import { Suspense, useState } from 'react';
import { SignInPromptLazy } from '../../app/lazyPages';
import { Alert } from '../../components/ui/Alert';
import { SaveToggle } from '../../components/ui/SaveToggle';
import type { PayableView } from '../../lib/checkoutTypes';
import { useT } from '../../lib/i18n';
import { sectionData, useGetShellScreenQuery } from '../../lib/screens';
import { useGetSessionQuery } from '../../lib/session';
import { useSite } from '../../lib/site';
import { checkSavePayable, GUEST } from '../../lib/validators';
import '../../lib/i18n/pages';

/**
 * Whether the sign-in prompt is offered: in the portal only. Spelled as
 * app/lazyPages.ts spells it, which the widget's build folds before its
 * chunks are made, so its first load keeps nothing of the prompt.
 */
declare const __PAYHUB_WIDGET__: boolean | undefined;
const OFFERS_SIGN_IN = typeof __PAYHUB_WIDGET__ === 'undefined';

export interface SaveForLaterProps {
  payable: PayableView;
  /** The id of the element naming the payable, for the button's description. */
  describedBy: string;
}

export function SaveForLater({ payable, describedBy }: SaveForLaterProps) {
  const t = useT();
  const { location } = useSite();
  const { data: shell } = useGetShellScreenQuery({ client: location.client, site: location.site });
  const loginEnabled = sectionData(shell?.sections.config)?.login.meta.enabled === true;
  const { data: session, isError } = useGetSessionQuery(
    { client: location.client, site: location.site },
    { skip: !loginEnabled },
  );
  const [warned, setWarned] = useState(false);
  const [prompt, setPrompt] = useState(false);
  if (!loginEnabled || (!session && !isError)) {
    return null;
  }
  if (session?.user) {
    return <SaveToggle payable={payable} describedBy={describedBy} />;
  }
  const save = () => {
    // CART-18: refused before anything is sent.
    const refused = checkSavePayable(payable.path, GUEST) === 'not_signed_in';
    setWarned(refused);
    setPrompt(refused && OFFERS_SIGN_IN);
  };
  return (
    <>
      <button type="button" className="button payable__save" aria-describedby={describedBy} onClick={save}>
        {t('search.save')}
      </button>
      {warned ? (
        <Alert variant="warning" onDismiss={() => setWarned(false)} className="payable__save-warning">
          <p>{t('search.save.login_required')}</p>
        </Alert>
      ) : null}
      {OFFERS_SIGN_IN && prompt ? (
        <Suspense fallback={null}>
          <SignInPromptLazy loginEnabled={loginEnabled} onClose={() => setPrompt(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
