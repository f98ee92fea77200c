// SHELL-12: one button that switches between English and Spanish. Its text
// is the other language's name in that language, marked with its lang.
import { otherLanguage, useLanguage, useT } from '../../lib/i18n';

export function LanguageToggle() {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  const next = otherLanguage(language);
  return (
    <button type="button" className="language-toggle" lang={next} onClick={() => setLanguage(next)}>
      {t('shell.languageToggle')}
    </button>
  );
}
