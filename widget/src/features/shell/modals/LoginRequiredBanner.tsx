// The login-required banner (spec 000 §2 "Shell screens"; SHELL-33): a
// shopping-cart picture beside a sign-up heading and its description, for
// places that ask a guest to create an account. Not a modal: it sits in
// the page.
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import '../../../lib/i18n/modals';
import { CartPicture } from '../../../components/signIn/CartPicture';
import './modals.css';

export interface LoginRequiredBannerProps {
  /** The heading's level in the page around it; default 2. */
  level?: 2 | 3 | 4;
}

export function LoginRequiredBanner({ level = 2 }: LoginRequiredBannerProps) {
  const t = useT();
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="login-required" aria-labelledby={headingId}>
      <CartPicture className="login-required__picture" label={t('loginRequired.picture')} />
      <div>
        <Heading id={headingId} className="login-required__heading">
          {t('loginRequired.heading')}
        </Heading>
        <p>{t('loginRequired.text')}</p>
      </div>
    </section>
  );
}
