import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { source } from '../../../test/fixtures';
import { renderPart } from '../../../test/renderPart';
import type { Language, Source, Welcome } from '../../../lib/types';
import { showsWelcome, WELCOME_STORAGE_KEY, welcomeFeatures } from './welcome';
import { WelcomeModal } from './WelcomeModal';

const welcome = (overrides: Partial<Welcome> = {}): Welcome => ({
  display: true,
  features: ['search', 'noSuchFeature', 'shoppingCart', 'help', 'eWallet'],
  title: { en: 'Welcome to Sunshine County payments', es: 'Bienvenido a los pagos del condado de Sunshine' },
  description: { en: 'Here is what is new.', es: 'Esto es lo nuevo.' },
  timeLimit: false,
  ...overrides,
});

const twoSources = (): Source[] => [
  source('property-tax', 'Property tax', 1),
  source('parking', 'Parking tickets', 2, { departmentDisplayName: { en: 'Parking Office', es: 'Oficina de Estacionamiento' } }),
];

function renderWelcome(w = welcome(), { sources = [source('property-tax', 'Property tax', 1)], language = 'en' as Language, skipModal = false } = {}) {
  return renderPart(<WelcomeModal welcome={w} sources={sources} skipModal={skipModal} />, { language });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('WelcomeModal', () => {
  it('SHELL-24: lists at most 3 features, only known ones, each with a title and a description', () => {
    renderWelcome();
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Sunshine County payments' });
    expect(dialog).toHaveAccessibleDescription('Here is what is new.');
    const items = within(within(dialog).getByRole('list', { name: 'What you can do here' })).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.feature)).toEqual(['search', 'shoppingCart', 'help']);
    expect(within(items[0]!).getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Find your bill by account number, license plate or address.');
  });

  it('SHELL-24: every feature of the spec has its texts; others are dropped', () => {
    const all = ['publicLogin', 'savedItems', 'scheduledPayments', 'myPayments', 'payhubGeneral', 'announcements',
      'delivery', 'eWallet', 'help', 'messaging', 'search', 'shoppingCart'];
    for (let i = 0; i < all.length; i += 3) {
      expect(welcomeFeatures(all.slice(i, i + 3))).toEqual(all.slice(i, i + 3));
    }
    expect(welcomeFeatures(['search', 'search', 'bogus', 'help'])).toEqual(['search', 'help']);
    expect(welcomeFeatures(null)).toEqual([]);
  });

  it('SHELL-24: in Spanish the title, description and features are Spanish', () => {
    renderWelcome(welcome(), { language: 'es' });
    const dialog = screen.getByRole('dialog', { name: 'Bienvenido a los pagos del condado de Sunshine' });
    expect(within(dialog).getByRole('list', { name: 'Lo que puede hacer aquí' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Carrito de compras' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Comenzar' })).toHaveFocus();
  });

  it('SHELL-25: more than one payable source brings the disclaimer naming their departments', () => {
    renderWelcome(welcome(), { sources: twoSources() });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'This site takes payments for more than one department: Tax Collector and Parking Office.',
    );
  });

  it('SHELL-25: one payable source brings no disclaimer', () => {
    renderWelcome();
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/more than one department/);
  });

  it('SHELL-39 SHELL-08: it shows only when on, not skipped by the route, and the stored list differs', () => {
    const stored = JSON.stringify(['search', 'shoppingCart', 'help']);
    expect(showsWelcome(welcome(), false, null)).toBe(true);
    expect(showsWelcome(welcome({ display: false }), false, null)).toBe(false);
    expect(showsWelcome(welcome(), true, null)).toBe(false);
    expect(showsWelcome(welcome(), false, stored)).toBe(false);
    expect(showsWelcome(welcome({ features: ['search', 'help'] }), false, stored)).toBe(true);

    const off = renderWelcome(welcome({ display: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    off.unmount();
    renderWelcome(welcome(), { skipModal: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SHELL-40: showing it stores the features, so the same list does not show again', async () => {
    const first = renderWelcome();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.localStorage.getItem(WELCOME_STORAGE_KEY)).toBe('["search","shoppingCart","help"]');
    first.unmount();
    const again = renderWelcome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();
    // A new feature list shows again.
    renderWelcome(welcome({ features: ['delivery'] }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ERR-34: with storage unavailable a warning is logged and the modal still decides', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWelcome();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('SHELL-41 SHELL-42: with timeLimit it hides after 20 s and is removed 300 ms later', () => {
    vi.useFakeTimers();
    renderWelcome(welcome({ timeLimit: true }));
    act(() => vi.advanceTimersByTime(19_999));
    expect(screen.getByRole('dialog').parentElement).not.toHaveClass('modal-backdrop--hiding');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog').parentElement).toHaveClass('modal-backdrop--hiding');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SHELL-41: without timeLimit it stays', () => {
    vi.useFakeTimers();
    renderWelcome();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('dialog').parentElement).not.toHaveClass('modal-backdrop--hiding');
  });

  it('SHELL-42: Get started and Escape hide it, and it is removed 300 ms later', () => {
    // Only the fake clock moves here, so the 300 ms are the component's and not the machine's.
    vi.useFakeTimers();
    for (const close of [
      () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Get started' })),
    ]) {
      // The first round stored the features as seen; a new visitor sees them again.
      localStorage.removeItem(WELCOME_STORAGE_KEY);
      const view = renderPart(<WelcomeModal welcome={welcome()} sources={[]} />);
      expect(screen.getByRole('button', { name: 'Get started' })).toHaveFocus();
      close();
      expect(screen.getByRole('dialog').parentElement).toHaveClass('modal-backdrop--hiding');
      act(() => vi.advanceTimersByTime(299));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
