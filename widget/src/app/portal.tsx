// Entry of the full portal build.
import { initialLanguage, loadCatalogue } from '../lib/i18n';
import { App } from './App';
import { startPortal } from './fallback/start';
import { makeStore } from '../state/store';
import './portal.css';
import '../components/ui/ui.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The portal page has no #root element');
}
// The texts of the language the portal starts in, fetched at once (LocaleProvider waits for them).
loadCatalogue(initialLanguage()).catch(() => undefined);
void startPortal(container, () => <App store={makeStore()} />);
