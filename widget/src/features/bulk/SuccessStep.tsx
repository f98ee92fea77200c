// The submitted page (BULK-04; ERR-103's cart warning): paying online, how
// many bills are in the cart and, when some found could not go in, a
// warning; in person or by wire transfer, the reference to quote and the
// source's contact when configured.
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { pick, useLanguage, useT } from '../../lib/i18n';
import { useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { bulkRoute } from '../../lib/bulkRoutes';
import '../../lib/i18n/bulk';

export function SuccessStep({ source, query }: { source: Source; query: URLSearchParams }) {
  const t = useT();
  const { language } = useLanguage();
  const pathFor = useSitePath();
  const method = query.get('method');
  const count = Number(query.get('count') ?? '0') || 0;
  const skipped = Number(query.get('skipped') ?? '0') || 0;
  const options = source.bulkAdd;
  return (
    <section className="bulk__success">
      {method === 'online' ? (
        <>
          <Alert variant="success" live="polite">
            <p>{t('bulk.done.online', { count })}</p>
          </Alert>
          {skipped > 0 ? (
            <Alert variant="warning">
              <p>{t('bulk.done.cartWarning', { count: skipped })}</p>
            </Alert>
          ) : null}
          <p>
            <Link href={pathFor('checkout')} className="button button--primary">
              {t('bulk.done.goToCart')}
            </Link>
          </p>
        </>
      ) : method === 'in_person' || method === 'wire_transfer' ? (
        <Alert variant="success" live="polite">
          <p>{t('bulk.done.reference', { reference: query.get('reference') ?? '' })}</p>
          <p>{t(method === 'in_person' ? 'bulk.done.in_person' : 'bulk.done.wire_transfer', { count })}</p>
          {options?.displayContact && options.contactEmail ? (
            <p>
              {t('bulk.contact', { title: pick(options.contactTitle, language) })}{' '}
              <a href={`mailto:${options.contactEmail}`}>{options.contactEmail}</a>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <p>
        <Link href={pathFor(bulkRoute(source.pageRoute, 'upload'))}>{t('bulk.done.another')}</Link>
      </p>
    </section>
  );
}
