// The full-page error screens (spec 000 §8 "Error pages"; ERR-53..56): a
// title, a description, support text, a guide and a return button that goes
// home, or to the cart's cancel URL when one was handed over. They render
// outside the shell and call no API, so they show even when the BFF refuses
// every call; the language toggle stays available.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FullPage } from '../../components/ui/FullPage';
import { LanguageToggle } from '../../components/ui/LanguageToggle';
import { PageHeading } from '../../components/ui/PageHeading';
import { useDocumentTitle } from '../../lib/document';
import { useLanguage, useT, type MessageKey } from '../../lib/i18n';
import { formatDecimal, parseDecimal } from '../../lib/money';
import type { ErrorType } from './errorRoutes';
import './errors.css';
import '../../lib/i18n/pages';

interface ErrorTexts {
  title: MessageKey;
  desc: MessageKey;
  guide: MessageKey;
  return: MessageKey;
}

/** ERR-54: the keys error.{type}.title, .desc, .guide and .return. */
export const ERROR_TEXTS: Readonly<Record<ErrorType, ErrorTexts>> = {
  notFound: {
    title: 'error.notFound.title',
    desc: 'error.notFound.desc',
    guide: 'error.notFound.guide',
    return: 'error.notFound.return',
  },
  limitExceeded: {
    title: 'error.limitExceeded.title',
    desc: 'error.limitExceeded.desc',
    guide: 'error.limitExceeded.guide',
    return: 'error.limitExceeded.return',
  },
  cartError: {
    title: 'error.cartError.title',
    desc: 'error.cartError.desc',
    guide: 'error.cartError.guide',
    return: 'error.cartError.return',
  },
  networkError: {
    title: 'error.networkError.title',
    desc: 'error.networkError.desc',
    guide: 'error.networkError.guide',
    return: 'error.networkError.return',
  },
  loginError: {
    title: 'error.loginError.title',
    desc: 'error.loginError.desc',
    guide: 'error.loginError.guide',
    return: 'error.loginError.return',
  },
  rateLimitError: {
    title: 'error.rateLimitError.title',
    desc: 'error.rateLimitError.desc',
    guide: 'error.rateLimitError.guide',
    return: 'error.rateLimitError.return',
  },
};

export interface ErrorPageProps {
  type: ErrorType;
  /** The main element's class is page-{name}. */
  name: string;
  /** Where the return button goes when there is no cancel URL. */
  homePath: string;
  /** The cart's cancel URL (ERR-56). */
  cancelUrl?: string;
  /** The cart the failure concerns: cart.initialization_error names it (ERR-02). */
  cartId?: string | null;
  /** The exceeded card limit, an exact decimal (ERR-55). */
  limit?: string;
  /** The redirect mode of the cart-error page (ROUTE-23, ERR-03). */
  redirect?: boolean;
  /** What the app adds under the title for this route (redirect/{cartId}: the unfinished external payment). */
  children?: ReactNode;
}

export function ErrorPage({ type, name, homePath, cancelUrl, cartId, limit, redirect, children }: ErrorPageProps) {
  const t = useT();
  const { language } = useLanguage();
  const texts = ERROR_TEXTS[type];
  const title = t(texts.title);
  useDocumentTitle(title);
  const showLimit = type === 'limitExceeded' && limit !== undefined && parseDecimal(limit) !== null;
  return (
    <FullPage name={name}>
      <div className="error-page" data-redirect={redirect ? 'true' : undefined}>
        <div className="error-page__toolbar">
          <LanguageToggle />
        </div>
        <PageHeading>{title}</PageHeading>
        {children}
        <p className="error-page__desc">{t(texts.desc)}</p>
        {type === 'cartError' && cartId ? (
          <p className="error-page__detail">{t('cart.initialization_error', { cartId })}</p>
        ) : null}
        {showLimit ? (
          <p className="error-page__detail">{t('error.limitExceeded.limit', { limit: formatDecimal(limit, language) })}</p>
        ) : null}
        <p className="error-page__guide">{t(texts.guide)}</p>
        <p className="error-page__support">{t('error.support')}</p>
        <p>
          {cancelUrl ? (
            <a className="button button--primary" href={cancelUrl}>
              {t(texts.return)}
            </a>
          ) : (
            <Link className="button button--primary" href={homePath}>
              {t(texts.return)}
            </Link>
          )}
        </p>
      </div>
    </FullPage>
  );
}
