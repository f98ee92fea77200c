import { useT } from '../../lib/i18n';

/** The footer; the Powered-by line shows only with branding on (SHELL-23). */
export function Footer({ showBranding }: { showBranding: boolean }) {
  const t = useT();
  if (!showBranding) {
    return null;
  }
  return (
    <footer className="footer">
      <p className="footer__powered">{t('shell.poweredBy')}</p>
    </footer>
  );
}
