import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../routeMeta';
import type { SiteConfig } from '../../../lib/types';
import { siteConfig, source } from '../../../test/fixtures';
import { renderPart } from '../../../test/renderPart';
import { ShellOverlays } from './ShellOverlays';

const welcomeOn = (overrides: Partial<SiteConfig> = {}) =>
  siteConfig({
    welcome: {
      display: true,
      features: ['search'],
      title: { en: 'Welcome to Sunshine County', es: 'Bienvenido al condado de Sunshine' },
      description: { en: '', es: '' },
      timeLimit: false,
    },
    ...overrides,
  });

function renderOverlays(config: SiteConfig, meta: RouteMeta = {}) {
  return renderPart(
    <ShellOverlays config={config} meta={meta} sources={[source('property-tax', 'Property tax', 1)]} environment="dev" />,
  );
}

/** Lets the lazy overlays that would show arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('ShellOverlays', () => {
  it('SHELL-39: the welcome modal opens on a site that turns it on', async () => {
    renderOverlays(welcomeOn());
    expect(await screen.findByRole('dialog', { name: 'Welcome to Sunshine County' })).toBeInTheDocument();
  });

  it('SHELL-08 SHELL-39: a route flagged skipModal, or a site with the modal off, shows none', async () => {
    const skipped = renderOverlays(welcomeOn(), { skipModal: true });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    skipped.unmount();
    renderOverlays(siteConfig());
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SHELL-44: a site with a chatbot gets its frame; one without gets none', async () => {
    const withBot = renderOverlays(siteConfig({ chatbot: { url: 'https://chat.example.org/bot/' } }));
    expect(await screen.findByTitle('Chat assistant')).toHaveAttribute('src', 'https://chat.example.org/bot/');
    withBot.unmount();
    renderOverlays(siteConfig());
    await settle();
    expect(screen.queryByTitle('Chat assistant')).not.toBeInTheDocument();
  });
});
