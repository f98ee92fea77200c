import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAmount, parseExactAmount } from './amount';

// The widget's amount parser and the BFF's (bff.ParseAmount) are one
// grammar: the same shared cases, and the same answer on random input read
// by the Go parser itself through bff/internal/amountcheck.

const repoRoot = join(__dirname, '..', '..', '..');

interface Vector {
  input: string;
  amount: number | null;
  exact: number | null;
}

const { vectors } = JSON.parse(readFileSync(join(repoRoot, 'bff', 'testdata', 'amounts.json'), 'utf8')) as { vectors: Vector[] };

describe('the shared amount cases (bff/testdata/amounts.json)', () => {
  it('VAL-40, VAL-07: reads every case as the BFF does', () => {
    expect(vectors.length).toBeGreaterThan(50);
    for (const v of vectors) {
      expect(parseAmount(v.input), JSON.stringify(v.input)).toBe(v.amount);
      expect(parseExactAmount(v.input), JSON.stringify(v.input)).toBe(v.exact);
    }
  });
});

/** A small seeded generator (mulberry32), so that a failure names its seed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Digits weigh most, then what an amount may hold, then what it may not.
const ALPHABET = [
  ...'0123456789'.repeat(6),
  ...',,,,....',
  '-',
  '-',
  '+',
  ' ',
  '$',
  'e',
  'a',
  '\n',
  '\u00a0',
  '０',
  '１',
  '９',
  '٣',
  '\u{1d7d7}',
];

function randomInput(next: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  if (next() < 0.6) {
    // Near the grammar: a sign, digit groups with commas in or out of
    // place, a dot and decimals, then maybe one character changed.
    const groups = Array.from({ length: 1 + Math.floor(next() * 6) }, () => '9876543210'.slice(0, 1 + Math.floor(next() * 4)));
    let s = (next() < 0.15 ? '-' : '') + groups.join(next() < 0.6 ? ',' : '');
    if (next() < 0.7) {
      s += '.' + '4213'.slice(0, Math.floor(next() * 4));
    }
    if (next() < 0.2) {
      const at = Math.floor(next() * (s.length + 1));
      s = s.slice(0, at) + pick(ALPHABET) + s.slice(at + 1);
    }
    return s;
  }
  return Array.from({ length: Math.floor(next() * 22) }, () => pick(ALPHABET)).join('');
}

describe('the widget and BFF parsers on random input', () => {
  it(
    'agree on every input: both refuse it, or both read the same cents',
    () => {
      const seed = Number(process.env.PAYHUB_AMOUNT_SEED ?? Date.now() % 2 ** 31);
      const next = generator(seed);
      const inputs = [...new Set(Array.from({ length: 20000 }, () => randomInput(next)))];
      const go = spawnSync(process.env.GO ?? 'go', ['run', './bff/internal/amountcheck'], {
        cwd: repoRoot,
        input: JSON.stringify(inputs),
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      });
      if (go.error || go.status !== 0) {
        throw new Error(`go run ./bff/internal/amountcheck failed: ${go.error?.message ?? go.stderr}`);
      }
      const goResults = JSON.parse(go.stdout) as Array<{ amount: number | null; exact: number | null }>;
      expect(goResults).toHaveLength(inputs.length);
      const disagreements: string[] = [];
      let accepted = 0;
      inputs.forEach((input, i) => {
        const ts = { amount: parseAmount(input), exact: parseExactAmount(input) };
        const bff = goResults[i];
        if (ts.amount !== bff?.amount || ts.exact !== bff?.exact) {
          disagreements.push(`${JSON.stringify(input)}: widget ${JSON.stringify(ts)}, BFF ${JSON.stringify(bff)}`);
        }
        if (ts.amount !== null) {
          accepted++;
        }
      });
      expect(disagreements.slice(0, 10), `seed ${seed}`).toEqual([]);
      // The inputs reach both sides of the grammar.
      expect(accepted, `seed ${seed}`).toBeGreaterThan(inputs.length / 10);
      expect(inputs.length - accepted, `seed ${seed}`).toBeGreaterThan(inputs.length / 10);
    },
    180_000,
  );
});
