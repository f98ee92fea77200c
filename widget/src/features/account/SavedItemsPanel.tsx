// My items (spec 001 §2 "Dashboard areas", §4 "Saved items"): the
// resident's saved items under the tabs DMV items, services and fees, and
// tax items (ROUTE-55), in each grouped by display type, each group named
// after its payable source, with the warning when a group holds more than
// the limit (CONST-44). Items are selected by checkbox (or all of the tab
// at once) for the bulk actions: add to cart, remove, set up autopay
// (ROUTE-56, BulkActions). Removing an item says so in a status message and
// leaves focus on the tab's heading, since the item's buttons are gone.
import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Loading } from '../../components/ui/Loading';
import { PanelLoadFailure } from './PanelLoadFailure';
import { errorText } from '../../state/api';
import { pick, useLanguage, useT } from '../../lib/i18n';
import {
  useGetSavedItemsQuery,
  useRemoveSavedItemMutation,
  useSavedItemsArgs,
  type DisplayTypeCount,
  type SavedItem,
} from '../../state/savedItems';
import { sectionData, useGetShellScreenQuery } from '../../state/screens';
import { useSite } from '../../lib/site';
import type { Language, Source } from '../../lib/types';
import { BulkActions } from './BulkActions';
import { ItemTabs } from './ItemTabs';
import { firstTab, ITEM_TABS, itemsOfTab, type ItemTab } from './myItems';
import { SavedItemCard, savedItemName } from './SavedItemCard';
import './account.css';
import '../../lib/i18n/account';

export interface SavedItemGroup {
  displayType: string;
  /** The payable source's title, else the display type made readable. */
  title: string;
  items: SavedItem[];
  count: number;
  overLimit: boolean;
}

/** A display type as words, for items of no configured source: "utility_bill" → "Utility bill". */
function readable(displayType: string): string {
  const words = displayType.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Items grouped by display type, in the order of the site's payable sources. */
export function groupSavedItems(
  items: readonly SavedItem[],
  counts: readonly DisplayTypeCount[],
  sources: readonly Source[],
  language: Language,
  other: string,
): SavedItemGroup[] {
  const groups = new Map<string, SavedItemGroup & { order: number }>();
  for (const item of items) {
    let group = groups.get(item.displayType);
    if (!group) {
      const source =
        sources.find((s) => s.displayType === item.displayType) ??
        (item.pageRoute ? sources.find((s) => s.pageRoute === item.pageRoute) : undefined);
      const count = counts.find((c) => c.displayType === item.displayType);
      group = {
        displayType: item.displayType,
        title: (source && pick(source.title, language)) || (item.displayType ? readable(item.displayType) : other),
        items: [],
        count: count?.count ?? 0,
        overLimit: count?.overLimit ?? false,
        order: source?.order ?? Number.MAX_SAFE_INTEGER,
      };
      groups.set(item.displayType, group);
    }
    group.items.push(item);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, language))
    .map(({ order: _order, ...group }) => ({ ...group, count: Math.max(group.count, group.items.length) }));
}

export function SavedItemsPanel() {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const site = { client: location.client, site: location.site };
  const args = useSavedItemsArgs();
  const { data, isError, isFetching, refetch } = useGetSavedItemsQuery(args);
  const { data: shell } = useGetShellScreenQuery(site);
  const [remove] = useRemoveSavedItemMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [removeError, setRemoveError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [tab, setTab] = useState<ItemTab | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const unselect = (savePaths: readonly string[]) =>
    setSelected((before) => new Set([...before].filter((path) => !savePaths.includes(path))));
  const select = (item: SavedItem, on: boolean) =>
    setSelected((before) => (on ? new Set([...before, item.savePath]) : new Set([...before].filter((path) => path !== item.savePath))));

  const onRemove = async (item: SavedItem) => {
    if (removing) {
      return;
    }
    setRemoving(item.savePath);
    setRemoveError(null);
    setStatus('');
    try {
      await remove({ ...args, savePath: item.savePath }).unwrap();
      unselect([item.savePath]);
      setStatus(t('account.items.removed', { name: savedItemName(item, t('account.items.unavailableName')) }));
      heading.current?.focus();
    } catch (error) {
      setRemoveError(errorText(error) ?? t('api.error'));
    } finally {
      setRemoving(null);
    }
  };

  let body;
  if (isError && !data) {
    body = <PanelLoadFailure message={t('account.items.loadFailed')} onRetry={refetch} busy={isFetching} />;
  } else if (!data) {
    body = <Loading />;
  } else if ((data.items ?? []).length === 0) {
    body = <p>{t('account.items.empty')}</p>;
  } else {
    const all = data.items ?? [];
    const current = tab ?? firstTab(all);
    const shown = itemsOfTab(all, current);
    const counts = Object.fromEntries(ITEM_TABS.map(({ tab: each }) => [each, itemsOfTab(all, each).length])) as Record<ItemTab, number>;
    const sources = sectionData(shell?.sections.sources) ?? [];
    const groups = groupSavedItems(shown, data.counts ?? [], sources, language, t('account.items.otherType'));
    body = (
      <ItemTabs
        selected={current}
        counts={counts}
        onSelect={(next) => {
          setTab(next);
          // The selection is of the tab left behind: actions take only what is shown.
          setSelected(new Set());
        }}
      >
        {shown.length === 0 ? (
          <p>{t('account.items.tabEmpty')}</p>
        ) : (
          <>
            <BulkActions
              items={shown}
              selected={selected}
              onSelectAll={(on) => setSelected(new Set(on ? shown.map((item) => item.savePath) : []))}
              onStatus={setStatus}
              onRemoved={unselect}
            />
            {groups.map((group) => (
              <section key={group.displayType} className="saved-group" aria-labelledby={`saved-group-${group.displayType}`}>
                <h3 id={`saved-group-${group.displayType}`}>{group.title}</h3>
                {group.overLimit ? (
                  <Alert variant="warning" live="polite">
                    <p>{t('account.items.overLimit', { count: group.count, limit: data.warningLimit })}</p>
                  </Alert>
                ) : null}
                <ul className="saved-group__list">
                  {group.items.map((item) => (
                    <SavedItemCard
                      key={item.savePath}
                      item={item}
                      removing={removing === item.savePath}
                      onRemove={onRemove}
                      selected={selected.has(item.savePath)}
                      onSelect={select}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </ItemTabs>
    );
  }

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('account.tab.myItems')}
      </h2>
      <p role="status" className="dashboard__status">
        {status}
      </p>
      {removeError ? (
        <Alert variant="danger" onDismiss={() => setRemoveError(null)}>
          <p>{removeError}</p>
        </Alert>
      ) : null}
      {body}
    </>
  );
}
