// The link from a source's page to its bulk add (BULK-01), where the
// source enables it; in the portal only, where residents sign in. The
// path is written out (lib/bulkRoutes.ts bulkRoute's upload step): that
// module is the site route's, and importing it here would keep it in the
// widget's first load.
import { Link } from 'wouter';
import { WIDGET_BUILD } from '../lib/build';
import { useT } from '../lib/i18n';
import { useSitePath } from '../lib/site';
import type { Source } from '../lib/types';
import '../lib/i18n/pages';

export function BulkLink({ source }: { source: Source }) {
  const t = useT();
  const pathFor = useSitePath();
  if (WIDGET_BUILD || !source.bulkAdd) {
    return null;
  }
  return (
    <p className="source__bulk">
      <Link href={pathFor(`${source.pageRoute}/upload`)}>{t('source.bulkLink')}</Link>
    </p>
  );
}
