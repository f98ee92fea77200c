import { afterEach, describe, expect, it } from 'vitest';
import { DIAGNOSTICS_CAPACITY, diagnosticEntries, drainDiagnostics, logDiagnostic } from './diagnostics';

afterEach(() => {
  drainDiagnostics();
});

describe('diagnostics', () => {
  it('keeps events in memory, oldest first, until drained', () => {
    logDiagnostic({ kind: 'unknownTenderType', tenderType: 'crypto', source: 'test' });
    logDiagnostic({ kind: 'cartExpired', cartId: 'cart-1', expiration: '2026-03-05T12:00:00Z', browserTime: '2026-03-05T12:00:05Z' });
    expect(diagnosticEntries().map((e) => e.event.kind)).toEqual(['unknownTenderType', 'cartExpired']);
    expect(drainDiagnostics()).toHaveLength(2);
    expect(diagnosticEntries()).toEqual([]);
  });

  it('drops the oldest beyond its capacity', () => {
    for (let i = 0; i < DIAGNOSTICS_CAPACITY + 5; i++) {
      logDiagnostic({ kind: 'unknownTenderType', tenderType: `t${i}`, source: 'test' });
    }
    const entries = diagnosticEntries();
    expect(entries).toHaveLength(DIAGNOSTICS_CAPACITY);
    expect(entries[0]?.event).toMatchObject({ tenderType: 't5' });
  });
});
