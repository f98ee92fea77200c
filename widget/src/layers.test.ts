// The layer rules of eslint.config.js fire: snippets linted through ESLint's
// Node API with the real config, as `npm run lint` lints the sources. Each
// snippet is linted as if it were a file at filePath; what it imports exists.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const WIDGET = join(__dirname, '..');

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: WIDGET });
});

/** The rule ids of the messages that linting code as filePath (relative to widget/) reports. */
async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(WIDGET, filePath) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe('widget layers', { timeout: 60_000 }, () => {
  it('a feature importing another feature is an error', async () => {
    const ids = await ruleIds(
      'src/features/review/Snippet.tsx',
      "import { WalletOptions } from '../wallets/WalletOptions';\nexport const snippet = WalletOptions;\n",
    );
    expect(ids).toContain('boundaries/dependencies');
  });

  it('lib importing app is an error', async () => {
    const ids = await ruleIds('src/lib/snippet.ts', "import { App } from '../app/App';\nexport const snippet = App;\n");
    expect(ids).toContain('boundaries/dependencies');
  });

  it('shared pieces importing a feature or app, and a feature importing app, are errors', async () => {
    const fromComponents = await ruleIds(
      'src/components/ui/Snippet.tsx',
      "import { ReviewPage } from '../../features/review/ReviewPage';\nexport const snippet = ReviewPage;\n",
    );
    const fromState = await ruleIds(
      'src/state/snippet.ts',
      "import { Alert } from '../components/ui/Alert';\nexport const snippet = Alert;\n",
    );
    const fromFeature = await ruleIds(
      'src/features/cart/Snippet.tsx',
      "import { checkoutRoute } from '../../app/checkoutRoutes';\nexport const snippet = checkoutRoute;\n",
    );
    expect(fromComponents).toContain('boundaries/dependencies');
    expect(fromState).toContain('boundaries/dependencies');
    expect(fromFeature).toContain('boundaries/dependencies');
  });

  it('an import cycle is an error', async () => {
    // lib/money.ts imports lib/amount.ts; amount importing money closes a cycle.
    const ids = await ruleIds('src/lib/amount.ts', "import { toDecimal } from './money';\nexport const snippet = toDecimal;\n");
    expect(ids).toContain('import-x/no-cycle');
  });

  it('the allowed directions and a feature’s own files pass', async () => {
    const ids = await ruleIds(
      'src/features/review/Snippet.tsx',
      [
        "import { ReviewPage } from './ReviewPage';",
        "import { Alert } from '../../components/ui/Alert';",
        "import { api } from '../../state/api';",
        "import { formatCents } from '../../lib/money';",
        'export const snippet = [ReviewPage, Alert, api, formatCents];',
        '',
      ].join('\n'),
    );
    expect(ids).toEqual([]);
  });
});
