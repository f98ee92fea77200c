import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The most of a page snapshot worth printing: enough to read the failed page. */
const MAX_LINES = 80;

/**
 * Prints, after the run's summary, the page snapshot Playwright keeps beside
 * each failed test (error-context.md), so that a failure on a CI machine,
 * whose printed output is all that is kept, can be read without its files.
 * It runs after the list reporter, so the snapshots close the output.
 */
export default class FailureContextReporter implements Reporter {
  private readonly snapshots: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context') continue;
      const text = attachment.body ? attachment.body.toString('utf8') : attachment.path ? read(attachment.path) : '';
      const snapshot = pageSnapshot(text);
      if (snapshot) this.snapshots.push(`--- the page when "${test.titlePath().slice(1).join(' › ')}" failed ---\n${snapshot}`);
    }
  }

  onEnd(): void {
    if (this.snapshots.length > 0) process.stdout.write(`\n${this.snapshots.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** The page's aria snapshot in an error-context.md: its yaml block (the list reporter prints the rest). */
function pageSnapshot(text: string): string {
  const start = text.indexOf('```yaml\n');
  if (start < 0) return '';
  const end = text.indexOf('\n```', start + 8);
  // Link targets add length, not understanding.
  const lines = text
    .slice(start + 8, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('- /url:'));
  const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines` : '';
  return lines.slice(0, MAX_LINES).join('\n') + more;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
