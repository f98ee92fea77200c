// Every key is translated in every language, every English key is used
// somewhere in the sources (a key nobody uses is a text nobody sees), and
// every module that shows a text of a part (delivery, steps, pages, contact) imports
// that part, so that its chunk brings the texts along.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeCatalogues } from './complete';
import { enAccount } from './en.account';
import { enContact } from './en.contact';
import { enDelivery } from './en.delivery';
import { enForms } from './en.forms';
import { enCountyForms } from './en.countyForms';
import { enModals } from './en.modals';
import { enNav } from './en.nav';
import { enPages } from './en.pages';
import { enPlans } from './en.plans';
import { enSchedule } from './en.schedule';
import { enSteps } from './en.steps';
import { enWallet } from './en.wallet';
import { enAutopay } from './en.autopay';
import { enEbilling } from './en.ebilling';
import { enOwnership } from './en.ownership';
import { enBulk } from './en.bulk';
import { enSearch } from './en.search';
import { enAdmin } from './en.admin';

const { en, es } = completeCatalogues;

const SRC = join(__dirname, '..', '..');
const CATALOGUE_DIR = join(SRC, 'lib', 'i18n');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return sourceFiles(path);
    }
    const isCode = /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name);
    const isCatalogue = path.startsWith(CATALOGUE_DIR) && /^(en|es)(\.\w+)?\.ts$/.test(name);
    const isTestSupport = relative(SRC, path).startsWith('test');
    return isCode && !isCatalogue && !isTestSupport ? [path] : [];
  });
}

describe('message catalogues', () => {
  const catalogues = { en, es } as const;

  for (const [language, messages] of Object.entries(catalogues)) {
    it(`${language} has a non-empty text for every key and no other keys`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
      }
    });
  }

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('uses every key of en.ts somewhere in widget/src', () => {
    const code = sourceFiles(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter((key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });

  const PARTS = { delivery: enDelivery, steps: enSteps, pages: enPages, contact: enContact, nav: enNav, modals: enModals, account: enAccount, wallet: enWallet, autopay: enAutopay, schedule: enSchedule, plans: enPlans, forms: enForms, ebilling: enEbilling, ownership: enOwnership, countyForms: enCountyForms, bulk: enBulk, search: enSearch, admin: enAdmin } as const;

  for (const [part, texts] of Object.entries(PARTS)) {
    it(`every module that uses a text of the ${part} part imports lib/i18n/${part}`, () => {
      const keys = Object.keys(texts);
      // Stories render the modules, which bring their parts along.
      const modules = sourceFiles(SRC).filter((file) => !file.endsWith('.stories.tsx'));
      const missing = modules.filter((file) => {
        const code = readFileSync(file, 'utf8');
        const uses = keys.some((key) => code.includes(`'${key}'`) || code.includes(`"${key}"`));
        const imports = new RegExp(`^import '[./]*(lib/)?i18n/${part}';$`, 'm').test(code);
        return uses && !imports;
      });
      expect(missing.map((file) => relative(SRC, file))).toEqual([]);
    });
  }
});
