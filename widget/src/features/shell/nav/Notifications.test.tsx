import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n';
import type { Language, Notification } from '../../../lib/types';
import { Notifications } from './Notifications';
import { PRE_EXPANDED_KEY, PRE_EXPAND_ABOVE_PX, claimPreExpand, notificationsToShow } from './notifications';

function notification(id: string, subject: string, createdAt: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    clientSites: [{ client: 'sunshine', site: 'demo' }],
    subject: { en: subject, es: `${subject} (es)` },
    text: { en: `About ${subject}.`, es: `Sobre ${subject}.` },
    tags: null,
    active: true,
    createdAt,
    ...overrides,
  };
}

const LIST = [
  notification('old', 'Holiday hours', '2026-01-02T00:00:00Z'),
  notification('new', 'Street sweeping', '2026-01-05T00:00:00Z'),
  notification('off', 'Retired', '2026-01-06T00:00:00Z', { active: false }),
];

function renderBell({ language = 'en', list = LIST, preExpand = false }: { language?: Language; list?: Notification[]; preExpand?: boolean } = {}) {
  const view = render(
    <LocaleProvider language={language}>
      <Notifications notifications={list} preExpand={preExpand} />
      <input aria-label="Search" />
    </LocaleProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

function setWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Notifications', () => {
  it('SHELL-13: the bell counts the notifications and opens them, newest first', async () => {
    const { user } = renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications, 2 new' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Street sweeping', 'Holiday hours']);
    expect(items[0]).toHaveTextContent('About Street sweeping.');
    expect(items[0]).toHaveTextContent('January 5, 2026');
  });

  it('SHELL-13: in Spanish, with one notification', async () => {
    const { user } = renderBell({ language: 'es', list: [LIST[0]!] });
    await user.click(screen.getByRole('button', { name: 'Notificaciones, 1 nueva' }));
    const panel = screen.getByRole('region', { name: 'Notificaciones' });
    expect(await within(panel).findByRole('listitem')).toHaveTextContent('Holiday hours (es)');
    expect(panel).toHaveTextContent('Sobre Holiday hours.');
  });

  it('SHELL-13: an empty list says so and shows no badge', async () => {
    const { user } = renderBell({ list: [] });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('There are no notifications right now.')).toBeVisible();
    expect(document.querySelector('.nav-badge')).toBeNull();
  });

  it('SHELL-13: Escape closes the list and returns focus to the bell', async () => {
    const { user } = renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications, 2 new' });
    await user.click(bell);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('CONST-14: opens by itself once per session on a window wider than 991 px, without taking focus', async () => {
    setWidth(PRE_EXPAND_ABOVE_PX + 1);
    const first = renderBell({ preExpand: true });
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    expect(screen.getByRole('button', { name: 'Notifications, 2 new' })).toHaveAttribute('aria-expanded', 'true');
    await first.user.keyboard('{Escape}');
    expect(search).toHaveFocus();
    first.unmount();

    renderBell({ preExpand: true });
    expect(screen.getByRole('button', { name: 'Notifications, 2 new' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('CONST-14: stays closed at 991 px, when the site does not ask, or with nothing to show', () => {
    setWidth(PRE_EXPAND_ABOVE_PX);
    const narrow = renderBell({ preExpand: true });
    expect(screen.getByRole('button', { expanded: false })).toBeInTheDocument();
    narrow.unmount();
    expect(window.sessionStorage.getItem(PRE_EXPANDED_KEY)).toBeNull();

    setWidth(1280);
    const off = renderBell({ preExpand: false });
    expect(screen.getByRole('button', { expanded: false })).toBeInTheDocument();
    off.unmount();
    renderBell({ preExpand: true, list: [] });
    expect(screen.getByRole('button', { expanded: false })).toBeInTheDocument();
  });

  it('CONST-14: without session storage it opens once and does not fail', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    expect(claimPreExpand(1280)).toBe(true);
    expect(claimPreExpand(1280)).toBe(false);
  });

  it('SHELL-13: inactive notifications and those of the other language are left out, newest first', () => {
    const list = [...LIST, notification('es-only', 'Solo', '2026-01-07T00:00:00Z', { locale: 'es' })];
    expect(notificationsToShow(list, 'en').map((n) => n.id)).toEqual(['new', 'old']);
    expect(notificationsToShow(list, 'es').map((n) => n.id)).toEqual(['es-only', 'new', 'old']);
  });
});
