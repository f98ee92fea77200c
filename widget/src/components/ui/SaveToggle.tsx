// A signed-in resident's "Save for later" toggle on a payable (spec 001 §4
// "Saved items": toggling saves an unsaved item and unsaves a saved one;
// SAVED-03). The button keeps its name and says whether the item is saved
// with aria-pressed (a toggle whose name changed would contradict itself);
// a tick shows the pressed state as more than a colour. What happened is
// announced politely, with a link to the dashboard's My items (CART-17).
// Nothing shows until the saved items are known, nor when they could not be
// loaded (SAVED-05: the failure is silent).
import { useState } from 'react';
import { Link } from 'wouter';
import type { DASHBOARD_ROUTE, DashboardTab } from '../../lib/accountRoutes';
import { errorText } from '../../state/api';
import { useT } from '../../lib/i18n';
import { useRemoveSavedItemMutation, useResidentSavedItems, useSaveItemMutation } from '../../state/savedItems';
import { useSitePath } from '../../lib/site';
import { checkSavePayable } from '../../lib/validators';
import { Alert } from './Alert';
import '../../lib/i18n/pages';
import './saveToggle.css';

/** A payable to save: its path and name, and where it is saved when known (a cart item's payable.savePath). */
export interface SaveTarget {
  path: string;
  displayName: string;
  savePath?: string;
}

export interface SaveToggleProps {
  payable: SaveTarget;
  /** The id of the element naming the payable, for the button's description. */
  describedBy?: string;
  /** The button's accessible name when it must name the payable itself (a list of cart items). */
  label?: string;
}

/**
 * My items on the dashboard. Written out rather than taken from
 * lib/accountRoutes (the types keep the two alike): the search pages are in
 * the widget too, whose first load must not carry the portal's account routes.
 */
const MY_ITEMS = { route: 'my-dashboard' satisfies typeof DASHBOARD_ROUTE, tab: 'my-items' satisfies DashboardTab };

type Outcome = { kind: 'added' | 'removed'; name: string } | { kind: 'failed'; text: string } | null;

/** A save path as the saved items list names them: with a leading slash (SAVED-06). */
const listed = (savePath: string) => `/${savePath.trim().replace(/^\/+/, '')}`;

export function SaveToggle({ payable, describedBy, label }: SaveToggleProps) {
  const t = useT();
  const pathFor = useSitePath();
  const saved = useResidentSavedItems();
  const [save, saving] = useSaveItemMutation();
  const [remove, removing] = useRemoveSavedItemMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!saved.signedIn || !saved.loaded || saved.failed) {
    return null;
  }
  // An item whose payable is no longer found is known by its save path only.
  const item =
    saved.byPayablePath.get(payable.path) ?? (payable.savePath ? saved.bySavePath.get(listed(payable.savePath)) : undefined);
  const busy = saving.isLoading || removing.isLoading;

  const toggle = async () => {
    // VAL-31: a save needs a payable path; nothing is sent without one.
    if (busy || checkSavePayable(payable.path, { loggedIn: true }) !== null) {
      return;
    }
    try {
      if (item) {
        await remove({ ...saved.args, savePath: item.savePath }).unwrap();
        setOutcome({ kind: 'removed', name: payable.displayName });
      } else {
        await save({ ...saved.args, path: payable.path }).unwrap();
        setOutcome({ kind: 'added', name: payable.displayName });
      }
    } catch (error) {
      setOutcome({ kind: 'failed', text: errorText(error) ?? t('api.error') });
    }
  };

  return (
    <div className="save-toggle">
      <button
        type="button"
        className="button save-toggle__button"
        aria-pressed={item !== undefined}
        aria-label={label}
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        onClick={toggle}
      >
        {item ? (
          <span className="save-toggle__tick" aria-hidden="true">
            ✓{' '}
          </span>
        ) : null}
        {t('search.save')}
      </button>
      <p role="status" className="save-toggle__status">
        {outcome?.kind === 'added' ? (
          <>
            {t('search.saved.added', { name: outcome.name })}{' '}
            <Link href={`${pathFor(MY_ITEMS.route)}#${MY_ITEMS.tab}`}>{t('search.saved.view')}</Link>
          </>
        ) : outcome?.kind === 'removed' ? (
          t('search.saved.removed', { name: outcome.name })
        ) : null}
      </p>
      {outcome?.kind === 'failed' ? (
        <Alert variant="danger" onDismiss={() => setOutcome(null)}>
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
    </div>
  );
}
