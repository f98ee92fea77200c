import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../state/store';
import { StoreProvider } from '../../state/StoreProvider';
import { LocaleProvider } from '../../lib/i18n';
import { SiteProvider } from '../../lib/site';
import type { Environment, FooterAnnouncement, Language, SiteConfig } from '../../lib/types';
import { siteConfig as baseConfig, surveyLinks } from '../../test/fixtures';

const siteConfig = (overrides: Partial<SiteConfig> = {}) => baseConfig({ survey: surveyLinks(), ...overrides });
import { mockBff } from '../../test/mockBff';
import { DEFAULT_TERMS_URL, Footer } from './Footer';

function renderFooter(
  config: SiteConfig = siteConfig(),
  { language = 'en', environment = 'dev', announcements }: { language?: Language; environment?: Environment; announcements?: FooterAnnouncement[] } = {},
) {
  const user = userEvent.setup();
  const location = { dmv: false, client: 'sunshine', site: 'demo', siteInUrl: true, route: 'home', params: [], canonicalPath: '/sunshine/demo/home' };
  render(
    <StoreProvider store={makeStore()}>
      <LocaleProvider language={language}>
        <SiteProvider value={{ location, clientTitle: 'Sunshine County', environment }}>
          <Footer config={config} announcements={announcements} />
        </SiteProvider>
      </LocaleProvider>
    </StoreProvider>,
  );
  return { user };
}

const bar = () => screen.getByRole('navigation', { name: /^(Help and information|Ayuda e información)$/ });
const withHome = (config = siteConfig()): SiteConfig => ({
  ...config,
  payHub: { ...config.payHub, returnHomeUrl: 'https://example.org/county', returnHomeText: { en: 'Back to the county', es: 'Volver al condado' } },
});

describe('Footer', () => {
  it('SHELL-16 SHELL-17: Help, Contact us and Terms of use show with help and contact on', () => {
    renderFooter();
    expect(within(bar()).getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: /Terms of use/ })).toHaveAttribute('href', DEFAULT_TERMS_URL);
  });

  it('SHELL-16 SHELL-17: with help and contact off only Terms of use shows', () => {
    renderFooter(siteConfig({ help: { showHelp: false, showContactUs: false } }));
    expect(within(bar()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: /Terms of use/ })).toBeInTheDocument();
  });

  it('SHELL-18: the home link shows only when both the return-home URL and its text are configured', () => {
    const config = withHome();
    renderFooter(config);
    expect(within(bar()).getByRole('link', { name: /Back to the county/ })).toHaveAttribute('href', 'https://example.org/county');
  });

  it('SHELL-18: no home link with a URL but no text', () => {
    const config = siteConfig();
    renderFooter(siteConfig({ payHub: { ...config.payHub, returnHomeUrl: 'https://example.org/county' } }));
    expect(within(bar()).getAllByRole('link')).toHaveLength(1);
  });

  it('SHELL-19: every tab starts closed; a tab opens its panel and closing returns to closed', async () => {
    const { user } = renderFooter();
    const help = within(bar()).getByRole('button', { name: 'Help' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Help' })).not.toBeInTheDocument();
    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('SHELL-20: Terms of use and the home link open a new window and close the open tab', async () => {
    const { user } = renderFooter(withHome(siteConfig({ help: { showHelp: true, showContactUs: true, termsUrl: 'https://example.org/terms' } })));
    for (const name of [/Terms of use/, /Back to the county/]) {
      const link = within(bar()).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new window)'));
    }
    expect(within(bar()).getByRole('link', { name: /Terms of use/ })).toHaveAttribute('href', 'https://example.org/terms');
    await user.click(within(bar()).getByRole('button', { name: 'Help' }));
    const terms = within(bar()).getByRole('link', { name: /Terms of use/ });
    terms.addEventListener('click', (event) => event.preventDefault());
    await user.click(terms);
    expect(screen.queryByRole('heading', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('SHELL-21 API-30 ERR-21: the Contact tab holds the form beside the site feedback; a sent message reaches the BFF', async () => {
    const { user } = renderFooter();
    await user.click(within(bar()).getByRole('button', { name: 'Contact us' }));
    const form = await screen.findByRole('form', { name: 'Contact us' });
    expect(screen.getByRole('complementary', { name: 'Site feedback' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Topic/ }), 'website_issue');
    await user.type(within(form).getByRole('textbox', { name: /^Comments/ }), 'The search page is slow.');
    await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'Lopez');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(/Thank you. Your message was sent/)).toBeInTheDocument();
    const [call] = mockBff.calls('POST', '/contact');
    expect(call?.path).toBe('/bff/v1/sunshine/demo/contact');
    expect(call?.requestedWith).toBe('payhub');
    expect(call?.body).toMatchObject({ topic: 'website_issue', body: 'The search page is slow.', first_name: 'Ana', custom_fields: {} });
  });

  it('SHELL-21 SHELL-22: the feedback link opens the survey modal with the non-production English link, and it closes', async () => {
    const { user } = renderFooter();
    await user.click(within(bar()).getByRole('button', { name: 'Contact us' }));
    const open = await screen.findByRole('button', { name: 'Take the survey' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Site survey' });
    const frame = within(dialog).getByTitle('Site survey');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/example\.org\/survey-test\/en\?client=sunshine&site=demo/);
    expect(frame).toHaveAttribute('height', '300');
    // The survey posts its close message to this origin only.
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('parent')).toBe(window.location.origin);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('SHELL-22: production and Spanish pick their own survey links', async () => {
    const { user } = renderFooter(siteConfig(), { language: 'es', environment: 'prod' });
    await user.click(within(bar()).getByRole('button', { name: 'Contáctenos' }));
    await user.click(await screen.findByRole('button', { name: 'Responder la encuesta' }));
    const frame = within(screen.getByRole('dialog', { name: 'Encuesta del sitio' })).getByTitle('Encuesta del sitio');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/example\.org\/survey\/es\?/);
  });

  it('SHELL-16 SHELL-17 SHELL-20: in Spanish the tabs and the new-window note are Spanish', () => {
    renderFooter(siteConfig(), { language: 'es' });
    expect(bar()).toHaveAccessibleName('Ayuda e información');
    expect(within(bar()).getByRole('button', { name: 'Ayuda' })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Términos de uso (se abre en una ventana nueva)' })).toBeInTheDocument();
  });

  describe('pre-expanded announcements', () => {
    const notice: FooterAnnouncement = {
      id: 'f1', client: 'sunshine', site: 'demo', active: true,
      title: { en: 'Office closed', es: 'Oficina cerrada' },
      headline: { en: 'Closed on Friday', es: 'Cerrada el viernes' },
      content: { en: '<p>The office is closed on Friday.</p>', es: '<p>La oficina cierra el viernes.</p>' },
    };
    const preExpanding = (): SiteConfig => {
      const config = siteConfig();
      return { ...config, install: { ...config.install, preExpandNotifications: true } };
    };

    it('SHELL-19: a site that pre-expands opens the announcements tab when announcements loaded', async () => {
      renderFooter(preExpanding(), { announcements: [notice] });
      expect(await screen.findByRole('heading', { level: 2, name: 'Announcements' })).toBeInTheDocument();
    });

    it('SHELL-19: without announcements, or without pre-expand, every tab starts closed', () => {
      renderFooter(preExpanding(), { announcements: [] });
      expect(screen.queryByRole('heading', { level: 2, name: 'Announcements' })).toBeNull();
      renderFooter(siteConfig(), { announcements: [notice] });
      expect(screen.queryByRole('heading', { level: 2, name: 'Announcements' })).toBeNull();
    });
  });
});
