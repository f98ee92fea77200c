import { describe, expect, it } from 'vitest';
import { isAdminPath, sectionOf } from './routes';

describe('the console paths', () => {
  it('ROUTE-35: /admin and the paths under it are the console, before any client', () => {
    expect(['/admin', '/admin/', '/admin/announcements', '/admin/audit', '/admin/scheduled-payments'].every(isAdminPath)).toBe(true);
    expect(['/administrator', '/sunshine/admin', '/'].some(isAdminPath)).toBe(false);
  });

  it('names the section of a path; the bare console is its announcements', () => {
    expect(sectionOf('/admin')).toBe('announcements');
    expect(sectionOf('/admin/')).toBe('announcements');
    expect(sectionOf('/admin/audit/')).toBe('audit');
    expect(sectionOf('/admin/scheduled-payments')).toBe('scheduled-payments');
    expect(sectionOf('/admin/nosuch')).toBeNull();
  });
});
