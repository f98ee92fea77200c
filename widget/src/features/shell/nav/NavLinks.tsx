// SHELL-11: the links to the site's payable sources, in a row of their own
// under the brand. They show inline when their width plus 30 px fits the
// row (useFits); otherwise a Menu button discloses them as a list. The menu
// closes on Escape (focus back on the button), on a press outside it and
// when a link is followed.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { pick, useLanguage, useT } from '../../../lib/i18n';
import '../../../lib/i18n/nav';
import { useSite, useSitePath } from '../../../lib/site';
import type { Source } from '../../../lib/types';
import { navHref, navSources } from './navLinks';
import { useDismiss } from './useDismiss';
import { useFits } from './useFits';
import './nav.css';

export interface NavLinksProps {
  /** The site's payable sources (the shell screen's sources section). */
  sources: readonly Source[] | null | undefined;
}

export function NavLinks({ sources }: NavLinksProps) {
  const t = useT();
  const id = useId();
  const { language } = useLanguage();
  const { environment } = useSite();
  const pathFor = useSitePath();
  const [pathname] = useLocation();
  const box = useRef<HTMLElement>(null);
  const copy = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const links = navSources(sources, environment).map((source) => ({
    key: source.id || source.pageRoute,
    ...navHref(source, pathFor),
    label: pick(source.title, language),
  }));
  const inline = useFits(box, copy, links.map((link) => link.label).join('\n'));
  useDismiss(open && !inline, close, button, menu);
  // Following a link closes the menu, whichever way the page changed.
  useEffect(close, [pathname, close]);

  if (links.length === 0) {
    return null;
  }
  const items = links.map((link) => (
    <li key={link.key}>
      {link.external ? (
        // ROUTE-47: a link source leaves the site's pages.
        <a href={link.href} className="nav__link" onClick={close}>
          {link.label}
        </a>
      ) : (
      <Link
        href={link.href}
        className="nav__link"
        aria-current={link.href === pathname ? 'page' : undefined}
        onClick={close}
      >
        {link.label}
      </Link>
      )}
    </li>
  ));
  return (
    <nav ref={box} className="nav" aria-label={t('nav.label')}>
      <div className="nav__measure">
        <ul ref={copy} className="nav__list" aria-hidden="true">
          {links.map((link) => (
            <li key={link.key}>
              <span className="nav__link">{link.label}</span>
            </li>
          ))}
        </ul>
      </div>
      {inline ? (
        <ul className="nav__list">{items}</ul>
      ) : (
        <>
          <button
            ref={button}
            type="button"
            className="nav-button nav__menu-button"
            aria-expanded={open}
            aria-controls={`${id}-menu`}
            onClick={() => setOpen((v) => !v)}
          >
            <span className="nav__bars" aria-hidden="true" />
            {t('nav.menu')}
          </button>
          <ul ref={menu} id={`${id}-menu`} className="nav__menu" hidden={!open}>
            {items}
          </ul>
        </>
      )}
    </nav>
  );
}
