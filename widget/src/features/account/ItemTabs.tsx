// My items' tabs for DMV items, services and fees, and tax items (ROUTE-55),
// as the ARIA tabs pattern the dashboard's own tabs follow (DashboardTabs):
// the selected tab alone is in the tab order, the arrow keys, Home and End
// select another, and only the selected panel's content is rendered. Each
// tab says how many items it lists.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { ITEM_TABS, type ItemTab } from './myItems';
import './account.css';
import '../../lib/i18n/account';

export interface ItemTabsProps {
  selected: ItemTab;
  onSelect: (tab: ItemTab) => void;
  /** How many items each tab lists. */
  counts: Readonly<Record<ItemTab, number>>;
  /** The selected tab's content. */
  children: ReactNode;
}

const tabId = (tab: ItemTab) => `my-items-${tab}`;

export function ItemTabs({ selected, onSelect, counts, children }: ItemTabsProps) {
  const t = useT();
  const buttons = useRef<Partial<Record<ItemTab, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = ITEM_TABS.findIndex(({ tab }) => tab === selected);
    const last = ITEM_TABS.length - 1;
    const next: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const to = next[event.key];
    const tab = to === undefined ? undefined : ITEM_TABS[to]?.tab;
    if (!tab) {
      return;
    }
    event.preventDefault();
    onSelect(tab);
    buttons.current[tab]?.focus();
  };

  return (
    <div className="item-tabs">
      <div role="tablist" aria-label={t('account.items.tabs')} className="dashboard__tablist item-tabs__list">
        {ITEM_TABS.map(({ tab, label }) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="dashboard__tab"
            aria-selected={tab === selected}
            aria-controls={`${tabId(tab)}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={move}
          >
            {t(label)} <span className="item-tabs__count">({counts[tab]})</span>
          </button>
        ))}
      </div>
      {ITEM_TABS.map(({ tab }) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${tabId(tab)}-panel`}
          aria-labelledby={tabId(tab)}
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
