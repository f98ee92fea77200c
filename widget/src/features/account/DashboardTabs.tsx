// The dashboard's tabs as the ARIA tabs pattern: a tablist of tab buttons,
// one tabpanel each. The selected tab is the only one in the tab order; the
// arrow keys, Home and End move to another tab and select it (automatic
// activation: a panel shows at once). Every panel is in the page, so each
// tab's aria-controls names an element, but only the selected one is shown
// and only its content is rendered. A tab's id is its hash, so that the
// URL's hash scrolls the tabs into view (lib/routeScroll.ts).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { DASHBOARD_TABS, TAB_LABELS, type DashboardTab } from './tabs';
import './account.css';
import '../../lib/i18n/account';

/** The id of a tab's panel. */
export const panelId = (tab: DashboardTab) => `${tab}-panel`;

export interface DashboardTabsProps {
  /** The tabs the site has, in order; default every tab. */
  tabs?: readonly DashboardTab[];
  selected: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

export function DashboardTabs({ tabs: shown = DASHBOARD_TABS, selected, onSelect, children }: DashboardTabsProps) {
  const t = useT();
  const tabs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = shown.indexOf(selected);
    const last = shown.length - 1;
    const next: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const to = next[event.key];
    if (to === undefined) {
      return;
    }
    event.preventDefault();
    const tab = shown[to];
    if (tab) {
      onSelect(tab);
      tabs.current[tab]?.focus();
    }
  };

  return (
    <div className="dashboard__tabs">
      <div role="tablist" aria-label={t('account.dashboard.tabs')} className="dashboard__tablist">
        {shown.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tab}
            className="dashboard__tab"
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={move}
          >
            {t(TAB_LABELS[tab])}
          </button>
        ))}
      </div>
      {shown.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tab}
          className="dashboard__panel"
          hidden={tab !== selected}
          tabIndex={tab === selected ? 0 : undefined}
        >
          {tab === selected ? children : null}
        </div>
      ))}
    </div>
  );
}
