import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import type { Banner, FooterAnnouncement, Language } from '../../lib/types';
import { siteConfig } from '../../test/fixtures';
import { renderPart } from '../../test/renderPart';
import { BannerStrip, bannersToShow, type BannerStripProps } from './BannerStrip';
import { Footer } from './Footer';

function banner(id: string, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    clientSites: null,
    text: { en: `Banner ${id}`, es: `Aviso ${id}` },
    methods: null,
    modules: null,
    type: 'info',
    friendlyType: 'Information',
    active: true,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('bannersToShow', () => {
  it('lists active banners newest first (spec 000 §9)', () => {
    const shown = bannersToShow(
      [
        banner('old', { createdAt: '2025-12-01T00:00:00Z' }),
        banner('new', { createdAt: '2026-02-01T00:00:00Z' }),
        banner('off', { active: false }),
      ],
      'en',
    );
    expect(shown.map((b) => b.id)).toEqual(['new', 'old']);
  });

  it('leaves out banners for another language and banners with no text', () => {
    const shown = bannersToShow(
      [banner('es-only', { locale: 'es' }), banner('empty', { text: { en: '', es: '' } }), banner('all')],
      'en',
    );
    expect(shown.map((b) => b.id)).toEqual(['all']);
  });

  it('accepts a missing list', () => {
    expect(bannersToShow(null, 'es')).toEqual([]);
  });
});

function renderStrip(props: BannerStripProps, { language = 'en', search = '' }: { language?: Language; search?: string } = {}) {
  window.history.replaceState(null, '', `/sunshine/demo/home${search}`);
  return render(
    <LocaleProvider language={language}>
      <BannerStrip {...props} />
    </LocaleProvider>,
  );
}

const items = async () => (await screen.findByRole('region', { name: /^(Announcement banners|Avisos)$/ })).querySelectorAll('li');

describe('BannerStrip', () => {
  it.each([
    ['noCard', 'We are having trouble taking card payments. Please try again later or pay by bank account.'],
    ['noBank', 'We are having trouble taking bank account payments. Please pay by card.'],
    ['noBankOrCard', 'We are having trouble taking card and bank account payments. Please try again later.'],
    ['noPayment', 'Online payments are not being accepted right now. Please try again later.'],
    ['loginIssues', 'Signing in is not working right now. You can still pay as a guest.'],
  ])('ANN-11 ANN-12 ERR-104: the %s state shows its message', async (state, text) => {
    renderStrip({ banners: [], state });
    const shown = await items();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent(text);
  });

  it('ANN-11: the state message is in Spanish too, before the banners', async () => {
    renderStrip({ banners: [banner('plain')], state: 'noBank' }, { language: 'es' });
    const shown = await items();
    expect([...shown].map((li) => li.textContent)).toEqual([
      'Tenemos problemas para aceptar pagos con cuenta bancaria. Pague con tarjeta.',
      'Aviso plain',
    ]);
  });

  it('ANN-12: any other state name shows no banner', async () => {
    renderStrip({ banners: [], state: 'somethingElse' });
    await screen.findByText((_, el) => el === document.body);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a banner whose effect the state already explains is not repeated', async () => {
    const outage = banner('outage', { effects: ['disableCardPayments'], text: { en: 'Cards are down.', es: 'Tarjetas caídas.' } });
    renderStrip({ banners: [outage, banner('plain')], state: 'noCard' });
    const shown = await items();
    expect([...shown].map((li) => li.textContent)).toEqual([
      'We are having trouble taking card payments. Please try again later or pay by bank account.',
      'Banner plain',
    ]);
  });

  it('SHELL-36: suggestNewBookmark in the query adds a warning banner', async () => {
    renderStrip({ banners: null }, { search: '?suggestNewBookmark=1' });
    const shown = await items();
    expect(shown[0]).toHaveTextContent('This page has a new address. Please update your bookmark to the address you see now.');
    expect(shown[0]).toHaveClass('banner--warning');
  });

  it('SHELL-36: without the query parameter and with nothing to say, the strip is absent', async () => {
    renderStrip({ banners: null });
    await screen.findByText((_, el) => el === document.body);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the banner strip beside the footer announcements', () => {
  const notice: FooterAnnouncement = {
    id: 'city-hall', client: 'moonbeam', site: 'pay', active: true,
    title: { en: 'City Hall', es: 'Ayuntamiento' },
    headline: { en: 'Visit us', es: 'Visítenos' },
    content: { en: '<p>100 Orbit Way</p>', es: '<p>100 Orbit Way</p>' },
  };
  const footerHeading: Record<Language, string> = { en: 'Announcements', es: 'Anuncios' };
  const stripName: Record<Language, string> = { en: 'Announcement banners', es: 'Avisos' };
  const noCard: Record<Language, string> = {
    en: 'We are having trouble taking card payments. Please try again later or pay by bank account.',
    es: 'Tenemos problemas para aceptar pagos con tarjeta. Intente más tarde o pague con cuenta bancaria.',
  };

  // A site that pre-expands its announcements opens the footer's
  // announcements panel, a landmark of its own, on every page (SHELL-19):
  // the strip must stay the one landmark of its name, or a reader's
  // landmark list, and anything that finds the strip by its name, gets
  // the footer's announcements mixed into the strip's.
  it.each(['en', 'es'] as Language[])(
    'ANN-11: the strip is the only landmark of its name when the footer opens its announcements (%s)',
    async (language) => {
      window.history.replaceState(null, '', '/moonbeam/pay/home');
      const config = siteConfig();
      const outage = banner('outage', { effects: ['disableCardPayments'], createdAt: '2026-02-01T00:00:00Z' });
      renderPart(
        <>
          <BannerStrip banners={[outage, banner('plain')]} state="noCard" />
          <Footer config={{ ...config, install: { ...config.install, preExpandNotifications: true } }} announcements={[notice]} />
        </>,
        { language },
      );
      await screen.findByRole('heading', { level: 2, name: footerHeading[language] });

      const names: string[] = [];
      screen.getAllByRole('region', {
        name: (name) => {
          names.push(name);
          return true;
        },
      });
      expect(names).toHaveLength(2);
      expect(new Set(names).size).toBe(names.length);

      const strip = screen.getByRole('region', { name: stripName[language] });
      expect(within(strip).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        noCard[language],
        `${language === 'en' ? 'Banner' : 'Aviso'} plain`,
      ]);
    },
  );
});
