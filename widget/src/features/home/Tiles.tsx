import { Link } from 'wouter';
import { pick, useLanguage } from '../../lib/i18n';
import type { Source } from '../../lib/types';
import { SourceIcon } from './SourceIcon';

/** From this many tiles on, tiles use the shorter style (ROUTE-09). */
export const SHORT_TILES_FROM = 9;

export function Tiles({ sources, pathFor }: { sources: readonly Source[]; pathFor: (route: string) => string }) {
  const { language } = useLanguage();
  const short = sources.length >= SHORT_TILES_FROM;
  return (
    <ul className={short ? 'tiles tiles--short' : 'tiles'}>
      {sources.map((source) => {
        const subtitle = pick(source.subtitle, language);
        return (
          <li key={source.id || source.pageRoute} className="tile">
            <SourceIcon icon={source.icon} />
            <div className="tile__text">
              <h3 className="tile__title">
                <Link href={pathFor(source.pageRoute)} className="tile__link">
                  {pick(source.title, language)}
                </Link>
              </h3>
              {subtitle ? <p className="tile__subtitle">{subtitle}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
