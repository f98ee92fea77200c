// The widget's fallback page (Fallback.tsx): the schedule route is the
// schedule form there, so the widget's first load holds no reference to it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../lib/i18n';
import { SiteProvider } from '../lib/site';
import { makeStore } from '../state/store';
import { StoreProvider } from '../state/StoreProvider';
import { accountBff } from '../test/accountFixtures';
import { DEMO_LOCATION } from '../test/renderPart';
import { scheduleBff } from '../test/scheduleFixtures';
import { server } from '../test/server';
import { NotFoundPage } from './Fallback';

function renderAt(route: string, search = '') {
  window.history.replaceState(null, '', `/sunshine/demo/${route}${search}`);
  render(
    <StoreProvider store={makeStore()}>
      <LocaleProvider language="en">
        <SiteProvider value={{ location: { ...DEMO_LOCATION, route, canonicalPath: `/sunshine/demo/${route}` }, clientTitle: 'Sunshine County', environment: 'dev' }}>
          <NotFoundPage />
        </SiteProvider>
      </LocaleProvider>
    </StoreProvider>,
  );
}

describe('widget fallback', () => {
  it('SCHED-02: the schedule route is the schedule form', async () => {
    server.use(...accountBff().handlers, ...scheduleBff().handlers);
    renderAt('schedule', '?payable=sunshine%2Fdemo%2Futilities%2FU-5001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule a payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Water bill U-5001' })).toBeInTheDocument();
  });

  it('any other route is still not found', async () => {
    renderAt('nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
