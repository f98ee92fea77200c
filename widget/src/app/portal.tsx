// Entry of the full portal build.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { makeStore } from './store';
import './portal.css';
import '../components/ui/ui.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The portal page has no #root element');
}
createRoot(container).render(
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>,
);
