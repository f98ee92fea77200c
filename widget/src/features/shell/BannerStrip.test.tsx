import { describe, expect, it } from 'vitest';
import type { Banner } from '../../lib/types';
import { bannersToShow } from './BannerStrip';

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
