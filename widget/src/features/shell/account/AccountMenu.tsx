// The signed-in resident's account menu (spec 000 §2 "Top navigation":
// account dropdown): a disclosure button naming the resident, links to the
// dashboard and its tabs (SHELL-14), and Log out, which ends the session
// and goes to the site home, or to checkout on a site without a home page
// (GUARD-15). Escape closes the menu and returns focus to its button.
// Following a link closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAppDispatch } from '../../../state/hooks';
import { dashboardPath, DASHBOARD_ROUTE, type DashboardTab } from '../../../lib/accountRoutes';
import { forgetAllChoices } from '../../../lib/autopayChoice';
import { useQueryClient } from '../../../state/query';
import { showNotice } from '../../../state/checkoutSlice';
import { useT, type MessageKey } from '../../../lib/i18n';
import { displayName, useSignOutMutation, type SessionUser } from '../../../state/session';
import { useSite, useSitePath } from '../../../lib/site';
import '../../../lib/i18n/nav';

/** The dashboard's tabs the menu links to, with their names. */
const TAB_LINKS: ReadonlyArray<readonly [DashboardTab, MessageKey]> = [
  ['my-items', 'nav.account.items'],
  ['past-payments', 'nav.account.payments'],
  ['my-settings', 'nav.account.settings'],
];

export interface AccountMenuProps {
  user: SessionUser;
  /** Whether the site has a home page (else log-out goes to checkout). */
  hasHomePage: boolean;
}

export function AccountMenu({ user, hasHomePage }: AccountMenuProps) {
  const t = useT();
  const id = useId();
  const dispatch = useAppDispatch();
  const query = useQueryClient();
  const [, navigate] = useLocation();
  const { location } = useSite();
  const pathFor = useSitePath();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [signOut, { isLoading }] = useSignOutMutation();
  const name = displayName(user);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const logOut = async () => {
    try {
      await signOut({ client: location.client, site: location.site }).unwrap();
    } catch {
      dispatch(showNotice(t('account.logOutFailed')));
      return;
    }
    setOpen(false);
    // Everything cached belonged to the resident: the cart, the session,
    // the renewal-autopay answers remembered in the browser.
    query.reset();
    forgetAllChoices();
    navigate(pathFor(hasHomePage ? 'home' : 'checkout'));
  };

  return (
    <div className="account">
      <button
        ref={button}
        type="button"
        className="account__button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('account.menu', { name })}
        onClick={() => setOpen((v) => !v)}
      >
        {name}
      </button>
      <div ref={menu} id={`${id}-menu`} className="account__menu" hidden={!open}>
        <p className="account__email">{user.email}</p>
        <ul className="account__links">
          <li>
            <Link href={pathFor(DASHBOARD_ROUTE)} onClick={() => setOpen(false)}>
              {t('nav.account.dashboard')}
            </Link>
          </li>
          {TAB_LINKS.map(([tab, label]) => (
            <li key={tab}>
              <Link href={dashboardPath(location, tab)} onClick={() => setOpen(false)}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className="account__logout" onClick={logOut} disabled={isLoading}>
          {t('account.logOut')}
        </button>
      </div>
    </div>
  );
}
