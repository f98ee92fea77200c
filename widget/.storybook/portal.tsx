// What every story renders inside: a store of its own, the interface language
// from the toolbar, a wouter memory location and the demo site (client
// sunshine, site demo). A story describes its data with `portal({...})`:
// entries seeded into the store's query cache before the first render, and
// request handlers for the in-browser BFF (see bff.ts).
import type { RequestHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeStore, type AppStore } from '../src/state/store';
import { getHomeScreen } from '../src/features/home/api';
import { getReceiptScreen } from '../src/features/receipt/api';
import { search, type SearchArgs } from '../src/features/search/api';
import { getCheckoutScreen } from '../src/state/cart';
import type { CartItemView, CartView, CheckoutScreen, ReceiptScreen, SearchResult } from '../src/lib/checkoutTypes';
import { LocaleProvider, useT, type MessageKey, type MessageParams } from '../src/lib/i18n';
import { getShellScreen } from '../src/state/screens';
import { StoreProvider } from '../src/state/StoreProvider';
import { SiteProvider, type SiteContextValue } from '../src/lib/site';
import type { HomeScreen, Language, ShellScreen } from '../src/lib/types';
import { parsePath, resolveSite, type SiteLocation } from '../src/lib/url';
import { checkoutScreen, type CheckoutScreenOptions } from '../src/test/checkoutFixtures';
import { clientDescriptor } from '../src/test/fixtures';
import { mockBff } from '../src/test/mockBff';
import { resetBff } from './bff';

export const CLIENT = 'sunshine';
export const SITE = 'demo';
/** The query argument of every site screen. */
export const SITE_ARGS = { client: CLIENT, site: SITE } as const;

export interface PortalParameters {
  /** The path the memory location starts at: a site path, e.g. /sunshine/demo/checkout?approved=1. */
  path?: string;
  /** Fills the new store before the first render (cache entries, checkout state). */
  seed?: (store: AppStore, language: Language) => void;
  /** Handlers in front of the in-memory BFF, for this story only. */
  bff?: RequestHandler[];
}

/** Typed story parameters: `parameters: portal({ seed: ... })`. */
export function portal(parameters: PortalParameters): { portal: PortalParameters } {
  return { portal: parameters };
}

const DEFAULT_PATH = `/${CLIENT}/${SITE}/checkout`;

function siteLocation(path: string): SiteLocation {
  const parsed = parsePath(path.split('?')[0] ?? path);
  if (parsed.kind === 'client') {
    const resolution = resolveSite(parsed, clientDescriptor());
    if (resolution.kind === 'site') {
      return resolution.location;
    }
  }
  throw new Error(`Storybook: ${path} is not a path on the demo site`);
}

interface StoryProvidersProps {
  parameters: PortalParameters;
  language: Language;
  children: ReactNode;
}

/** Mount it with a key per story and language: each mount starts from a fresh store and BFF. */
export function StoryProviders({ parameters, language, children }: StoryProvidersProps) {
  const [setup] = useState(() => {
    const path = parameters.path ?? DEFAULT_PATH;
    // Handlers first: the seed may fill the in-memory BFF, and the first
    // render's requests must meet this story's handlers.
    resetBff(parameters.bff);
    const store = makeStore();
    parameters.seed?.(store, language);
    const location = siteLocation(path);
    const site: SiteContextValue = { location, clientTitle: 'Sunshine County', environment: 'dev' };
    return { store, site, router: memoryLocation({ path }) };
  });
  return (
    <StoreProvider store={setup.store}>
      <LocaleProvider language={language}>
        <Router hook={setup.router.hook} searchHook={setup.router.searchHook}>
          <SiteProvider value={setup.site}>{children}</SiteProvider>
        </Router>
      </LocaleProvider>
    </StoreProvider>
  );
}

// Seeds: each puts an answer into the query cache as if the BFF had sent it,
// so the story opens on that state without a loading flash.

/** A cart: in the in-memory BFF (for the commands a story triggers) and in the cached checkout screen. */
export function seedCart(
  store: AppStore,
  items: CartItemView[],
  cart: Partial<CartView> = {},
  options: CheckoutScreenOptions = {},
  change?: (screen: CheckoutScreen) => void,
): CheckoutScreen {
  mockBff.setItems(items);
  mockBff.setCart(cart);
  mockBff.setScreen(options);
  const screen = checkoutScreen(mockBff.cart(), options);
  change?.(screen);
  seedCheckoutScreen(store, screen);
  return screen;
}

export function seedCheckoutScreen(store: AppStore, screen: CheckoutScreen): void {
  void getCheckoutScreen.upsert(store.query, SITE_ARGS, screen);
}

export function seedShellScreen(store: AppStore, screen: ShellScreen): void {
  void getShellScreen.upsert(store.query, SITE_ARGS, screen);
}

export function seedHomeScreen(store: AppStore, screen: HomeScreen): void {
  void getHomeScreen.upsert(store.query, SITE_ARGS, screen);
}

export function seedReceiptScreen(store: AppStore, receiptId: string, screen: ReceiptScreen): void {
  void getReceiptScreen.upsert(store.query, { ...SITE_ARGS, receiptId }, screen);
}

export function seedSearch(store: AppStore, args: Omit<SearchArgs, 'client' | 'site'>, result: SearchResult): void {
  void search.upsert(store.query, { ...SITE_ARGS, ...args }, result);
}

/** A catalogue message in the story's language, for text that stories pass in as children or props. */
export function Message({ id, params }: { id: MessageKey; params?: MessageParams }) {
  const t = useT();
  return <>{t(id, params)}</>;
}
