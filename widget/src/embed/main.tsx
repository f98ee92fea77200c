// Entry of the widget build (vite.widget.config.ts): the app in the iframe
// that the SDK draws. It reads the iframe URL, loads the host's theme,
// starts the controller (which refuses, or connects to the host page) and
// renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore } from '../state/store';
import { initialLanguage, loadCatalogue } from '../lib/i18n';
import { HeaderSession } from '../lib/headerSession';
import { createEmbedController } from './controller';
import { EmbedRoot } from './EmbedRoot';
import { persistentQuery, readEmbedUrl } from './params';
import { applyTheme } from './theme';
import { verifyOrigin } from './verify';
import '../app/portal.css';
import '../components/ui/ui.css';
import './embed.css';

/** window.top is the page itself outside any frame; reading it never throws, but stay safe. */
function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

const container = document.getElementById('root');
if (!container) {
  throw new Error('The widget page has no #root element');
}
const params = readEmbedUrl(window.location.pathname, window.location.search) ?? {
  // A URL without client and site: refused like an unknown site.
  client: '',
  site: '',
  route: '',
  language: null,
  theme: 'default',
  items: [],
  hideReceipt: false,
  parentOrigin: null,
  channel: null,
};
const store = makeStore({ hostOrigin: params.parentOrigin ?? undefined, session: new HeaderSession() });
applyTheme(params.theme);
const controller = createEmbedController({
  params,
  framed: isFramed(),
  parent: window.parent,
  verifyOrigin: (origin) =>
    params.client ? verifyOrigin(store, params, origin, window.location.origin) : Promise.resolve('unknown-site'),
});
controller.start();
// The texts of the language the page starts in, fetched while the host attaches (LocaleProvider waits for them).
loadCatalogue(controller.language() ?? initialLanguage()).catch(() => undefined);
createRoot(container).render(
  <StrictMode>
    <EmbedRoot controller={controller} store={store} kept={persistentQuery(window.location.search)} />
  </StrictMode>,
);
