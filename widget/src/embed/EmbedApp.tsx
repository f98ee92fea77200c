// The app inside the iframe, once attached: the portal's routes under
// /web/widgets/current/, in embedded mode (spec 000 §6), wired to the host
// through the controller (EMBED-02, EMBED-06).
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Router, useLocation } from 'wouter';
import { PortalRoutes } from '../app/App';
import { EmbeddedContext, type EmbeddedMode } from '../lib/embedded';
import type { AppStore } from '../state/store';
import { LoadingPage } from '../components/ui/FullPage';
import { CheckoutHostContext, type CheckoutHost } from '../state/checkoutHost';
import { cartOf, getCheckoutScreen } from '../state/cart';
import { StoreProvider } from '../state/StoreProvider';
import type { CheckoutResult } from '../lib/checkoutTypes';
import { LocaleProvider, useLanguage } from '../lib/i18n';
import type { Language } from '../lib/types';
import { AccountBar } from './AccountBar';
import type { EmbedController } from './controller';
import { embedLocationHook } from './location';
import { toPaymentComplete } from './payment';
import { WIDGET_PATH_PREFIX } from '../lib/protocol';
import { useHostUser } from './useHostUser';

/** wouter's base: the app sees /{client}/{site}/{route} as the portal does. */
export const WIDGET_BASE = WIDGET_PATH_PREFIX.replace(/\/$/, '');

export interface EmbedAppProps {
  controller: EmbedController;
  store: AppStore;
  language: Language;
  /** The host's parameters every URL keeps (params.ts persistentQuery). */
  kept: URLSearchParams;
}

export function EmbedApp({ controller, store, language, kept }: EmbedAppProps) {
  const { client, site, theme, hideReceipt } = controller.params;
  const hook = useMemo(() => embedLocationHook(kept), [kept]);
  const mode = useMemo<EmbeddedMode>(() => ({ embedded: true, theme }), [theme]);
  const checkoutHost = useMemo<CheckoutHost>(() => {
    if (!hideReceipt) {
      return { hideReceipt: false };
    }
    return {
      hideReceipt: true,
      // Called before the cart is retired, so the paid cart is still in the cache.
      onPaymentComplete: (result: CheckoutResult) => {
        const screen = getCheckoutScreen.read(store.query, { client, site });
        controller.paymentComplete(toPaymentComplete(result, cartOf(screen)));
      },
    };
  }, [client, controller, hideReceipt, site, store]);

  return (
    <StoreProvider store={store}>
      <LocaleProvider language={language}>
        <Router base={WIDGET_BASE} hook={hook}>
          <EmbeddedContext.Provider value={mode}>
            <CheckoutHostContext.Provider value={checkoutHost}>
              <HostBridge controller={controller} />
              <Suspense fallback={<LoadingPage />}>
                <PortalRoutes />
              </Suspense>
            </CheckoutHostContext.Provider>
          </EmbeddedContext.Provider>
        </Router>
      </LocaleProvider>
    </StoreProvider>
  );
}

/** The route the host hears about: the path after /{client}/{site}/, or null elsewhere. */
export function routeOf(pathname: string, client: string, site: string): string | null {
  const prefix = `/${client}/${site}/`;
  return pathname.startsWith(prefix) && pathname.length > prefix.length ? pathname.slice(prefix.length) : null;
}

/** Relays between the host and the app: navigate, setLanguage, routeChanged, the host's user. */
function HostBridge({ controller }: { controller: EmbedController }) {
  const [pathname, navigate] = useLocation();
  const { setLanguage } = useLanguage();
  const { client, site } = controller.params;
  const siteArgs = useMemo(() => ({ client, site }), [client, site]);
  const { user, sync, busy } = useHostUser(siteArgs, controller.getJWT);
  const route = routeOf(pathname, client, site);

  useEffect(() => controller.onNavigate((to) => navigate(`/${client}/${site}/${to}`)), [client, controller, navigate, site]);
  useEffect(() => controller.onLanguage(setLanguage), [controller, setLanguage]);
  useEffect(() => {
    if (route !== null) {
      controller.routeChanged(route);
    }
    void sync();
  }, [controller, route, sync]);
  useEffect(() => controller.ready(), [controller]);

  const signIn = useCallback(() => controller.requestLogin(), [controller]);
  return <AccountBar site={siteArgs} user={user} busy={busy} onSignIn={signIn} />;
}
