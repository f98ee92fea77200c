// "Save for later" on a payable: a search result, or a cart item in the
// portal (spec 000 §4 "Other states"). A signed-in resident toggles the item
// in their saved items (SaveToggle, SAVED-03); a guest is warned and nothing
// is sent or changed (CART-18). Saving needs a signed-in payer (VAL-31). In
// the portal the guest is also offered sign-in (spec 000 §5 "Save-payable
// needs ... a logged-in user"; SHELL-32): the sign-in prompt, whose Log in
// comes back to this page; Cancel returns focus to the button, the warning
// staying. Shown only on sites where signing in is enabled; nothing shows
// until the session is known.
import { Suspense, useState } from 'react';
import { SignInPromptLazy } from '../signIn/lazySignIn';
import { useT } from '../../lib/i18n';
import { sectionData, useGetShellScreenQuery } from '../../state/screens';
import { useGetSessionQuery } from '../../state/session';
import { useSite } from '../../lib/site';
import { checkSavePayable, GUEST } from '../../lib/validators';
import { Alert } from './Alert';
import { SaveToggle, type SaveTarget } from './SaveToggle';
import '../../lib/i18n/pages';
import './saveToggle.css';

/**
 * Whether the sign-in prompt is offered: in the portal only. Spelled as
 * lazySignIn.ts spells it, which the widget's build folds before its
 * chunks are made, so its first load keeps nothing of the prompt.
 */
declare const __PAYHUB_WIDGET__: boolean | undefined;
const OFFERS_SIGN_IN = typeof __PAYHUB_WIDGET__ === 'undefined';

export interface SaveForLaterProps {
  payable: SaveTarget;
  /** The id of the element naming the payable, for the button's description. */
  describedBy?: string;
  /** The button's accessible name when it must name the payable itself (a list of cart items). */
  label?: string;
}

export function SaveForLater({ payable, describedBy, label }: SaveForLaterProps) {
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
    return <SaveToggle payable={payable} describedBy={describedBy} label={label} />;
  }
  const save = () => {
    // CART-18: refused before anything is sent.
    const refused = checkSavePayable(payable.path, GUEST) === 'not_signed_in';
    setWarned(refused);
    setPrompt(refused && OFFERS_SIGN_IN);
  };
  return (
    <div className="save-toggle">
      <button type="button" className="button save-toggle__button" aria-label={label} aria-describedby={describedBy} onClick={save}>
        {t('search.save')}
      </button>
      {warned ? (
        <Alert variant="warning" onDismiss={() => setWarned(false)}>
          <p>{t('search.save.login_required')}</p>
        </Alert>
      ) : null}
      {OFFERS_SIGN_IN && prompt ? (
        <Suspense fallback={null}>
          <SignInPromptLazy loginEnabled={loginEnabled} onClose={() => setPrompt(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
