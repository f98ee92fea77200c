// Every text of every language at once, for the tests (src/test/setup.ts adds
// them before any render) and the catalogue checks. The app itself never
// imports this module: it loads a core catalogue per language (texts.ts).
import type { Language } from '../types';
import { en, type Messages } from './en';
import { enAccount } from './en.account';
import { enAutopay } from './en.autopay';
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
import { es } from './es';
import { esAccount } from './es.account';
import { esAutopay } from './es.autopay';
import { esContact } from './es.contact';
import { esDelivery } from './es.delivery';
import { esForms } from './es.forms';
import { esCountyForms } from './es.countyForms';
import { esModals } from './es.modals';
import { esNav } from './es.nav';
import { esPages } from './es.pages';
import { esPlans } from './es.plans';
import { esSchedule } from './es.schedule';
import { esSteps } from './es.steps';
import { esWallet } from './es.wallet';
import { addCatalogue } from './texts';
import { enEbilling } from './en.ebilling';
import { esEbilling } from './es.ebilling';
import { enOwnership } from './en.ownership';
import { esOwnership } from './es.ownership';
import { enBulk } from './en.bulk';
import { esBulk } from './es.bulk';
import { enSearch } from './en.search';
import { esSearch } from './es.search';
import { enAdmin } from './en.admin';
import { esAdmin } from './es.admin';

export const completeCatalogues: Record<Language, Messages> = {
  en: { ...en, ...enDelivery, ...enSteps, ...enPages, ...enContact, ...enNav, ...enModals, ...enAccount, ...enWallet, ...enAutopay, ...enSchedule, ...enPlans, ...enForms, ...enEbilling, ...enOwnership, ...enCountyForms, ...enBulk, ...enSearch, ...enAdmin },
  es: { ...es, ...esDelivery, ...esSteps, ...esPages, ...esContact, ...esNav, ...esModals, ...esAccount, ...esWallet, ...esAutopay, ...esSchedule, ...esPlans, ...esForms, ...esEbilling, ...esOwnership, ...esCountyForms, ...esBulk, ...esSearch, ...esAdmin },
};

/** Makes every text of every language available synchronously. */
export function addCompleteCatalogues(): void {
  for (const [language, catalogue] of Object.entries(completeCatalogues) as [Language, Messages][]) {
    addCatalogue(language, catalogue);
  }
}
