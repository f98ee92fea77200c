// "Save for later" on a search result (spec 000 §4 "Other states"). A
// signed-in resident toggles the item in their saved items (SaveToggle,
// SAVED-03); a guest is warned and nothing is sent or changed (CART-18).
// Saving needs a signed-in payer (VAL-31). Shown only on sites where
// signing in is enabled; nothing shows until the session is known.
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { SaveToggle } from '../../components/ui/SaveToggle';
import type { PayableView } from '../../lib/checkoutTypes';
import { useT } from '../../lib/i18n';
import { sectionData, useGetShellScreenQuery } from '../../lib/screens';
import { useGetSessionQuery } from '../../lib/session';
import { useSite } from '../../lib/site';
import { checkSavePayable, GUEST } from '../../lib/validators';
import '../../lib/i18n/pages';

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
  if (!loginEnabled || (!session && !isError)) {
    return null;
  }
  if (session?.user) {
    return <SaveToggle payable={payable} describedBy={describedBy} />;
  }
  const save = () => {
    // CART-18: refused before anything is sent.
    setWarned(checkSavePayable(payable.path, GUEST) === 'not_signed_in');
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
    </>
  );
}
