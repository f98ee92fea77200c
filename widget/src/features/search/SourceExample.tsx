// What a source's configuration adds to its page (SRCH-08): an example of
// where on a bill or notice to find what the page asks for (an image with
// its text alternative, and texts beside it), and a link to the office's
// own website. Nothing is shown for a source that configures neither.
import { pick, useLanguage, useT } from '../../lib/i18n';
import type { Source } from '../../lib/types';
import '../../lib/i18n/search';

export function SourceExample({ source }: { source: Source }) {
  const t = useT();
  const { language } = useLanguage();
  const example = source.exampleImage;
  const website = safeWebsite(source.clientWebsiteUrl);
  if (!example && !website) {
    return null;
  }
  return (
    <>
      {example ? (
        <section className="source-example" aria-labelledby="source-example-heading">
          <h2 id="source-example-heading">{t('search.example.heading')}</h2>
          <figure className="source-example__figure">
            <img className="source-example__image" src={example.url} alt={pick(example.alt, language)} />
            {example.texts?.length ? (
              <figcaption>
                {example.texts.map((text, index) => (
                  <p key={index}>{pick(text, language)}</p>
                ))}
              </figcaption>
            ) : null}
          </figure>
        </section>
      ) : null}
      {website ? (
        <p className="source-example__website">
          <a href={website}>{t('search.website')}</a>
        </p>
      ) : null}
    </>
  );
}

/** An http(s) address, or undefined: a configured javascript: URL never becomes a link. */
function safeWebsite(url: string | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}
