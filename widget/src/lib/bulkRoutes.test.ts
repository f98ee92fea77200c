import { describe, expect, it } from 'vitest';
import { sunshineSources } from '../test/fixtures';
import { bulkPage, bulkRoute, bulkStep } from './bulkRoutes';

describe('bulk add routes (BULK-01)', () => {
  it('reads upload and its three sub-pages, nothing else', () => {
    expect(bulkStep(['upload'])).toBe('upload');
    expect(bulkStep(['upload', 'review'])).toBe('review');
    expect(bulkStep(['upload', 'confirmation'])).toBe('confirmation');
    expect(bulkStep(['upload', 'success'])).toBe('success');
    expect(bulkStep(['upload', 'upload'])).toBeNull();
    expect(bulkStep(['upload', 'review', 'x'])).toBeNull();
    expect(bulkStep([])).toBeNull();
    expect(bulkRoute('property-tax', 'review')).toBe('property-tax/upload/review');
  });

  it('names a page only on a source with bulk add', () => {
    const sources = sunshineSources().map((each) =>
      each.pageRoute === 'property-tax'
        ? { ...each, bulkAdd: { fileFormat: 'csv', maxItems: 5, columns: ['account_number'], waitingMinutes: 1, contactTitle: { en: '', es: '' }, displayContact: false } }
        : each,
    );
    expect(bulkPage(sources, 'dev', { route: 'property-tax', params: ['upload'] })?.step).toBe('upload');
    expect(bulkPage(sources, 'dev', { route: 'utilities', params: ['upload'] })).toBeNull();
    expect(bulkPage(sources, 'dev', { route: 'property-tax', params: [] })).toBeNull();
  });
});
