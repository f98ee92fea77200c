// The payment options (BULK-04): pay online, in person or by wire
// transfer. Paying online puts every payable bill found in the cart in one
// step, then ends the list; the other two end it with a reference. Wire
// transfer is offered only when the review says the list's total reaches
// the source's minimum (VAL-81); otherwise a note names the minimum.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { LoadFailure } from '../../components/ui/LoadFailure';
import { Loading } from '../../components/ui/Loading';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { useLanguage, useT, type MessageKey } from '../../lib/i18n';
import { formatDecimal } from '../../lib/money';
import { useSite, useSitePath } from '../../lib/site';
import type { Source } from '../../lib/types';
import { useAddCartItemsMutation } from '../../state/cart';
import { getBulkReview, submitBulk, type BulkMethod, type BulkReview } from './api';
import { ExpiredUpload, isExpired } from './expired';
import { bulkRoute } from '../../lib/bulkRoutes';
import '../../lib/i18n/bulk';

/** The ways to pay, in the order offered, with their labels. */
const METHODS: Readonly<Record<BulkMethod, MessageKey>> = {
  online: 'bulk.method.online',
  in_person: 'bulk.method.in_person',
  wire_transfer: 'bulk.method.wire_transfer',
};

/** The bills of a review that can go in the cart, and how many cannot. */
export function cartPaths(review: BulkReview): { paths: string[]; skipped: number } {
  const paths: string[] = [];
  let skipped = 0;
  for (const row of review.rows) {
    for (const payable of row.payables) {
      if (payable.isPayable && !payable.inCart && !paths.includes(payable.path)) {
        paths.push(payable.path);
      } else {
        skipped += 1;
      }
    }
  }
  return { paths, skipped };
}

export function ConfirmationStep({ source, id }: { source: Source; id: string }) {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const pathFor = useSitePath();
  const [, navigate] = useLocation();
  const args = { client: location.client, site: location.site, pageRoute: source.pageRoute, lang: language, id };
  const review = getBulkReview.useQuery(args, { refetchOnMountOrArgChange: true });
  const [addItems] = useAddCartItemsMutation();
  const [submit] = submitBulk.useMutation();
  const [method, setMethod] = useState<BulkMethod | ''>('');
  const [methodError, setMethodError] = useState<string | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  if (failed && isExpired(failed)) {
    return <ExpiredUpload pageRoute={source.pageRoute} />;
  }
  if (review.error && isExpired(review.error)) {
    return <ExpiredUpload pageRoute={source.pageRoute} />;
  }
  if (review.isError) {
    return <LoadFailure onRetry={review.refetch} />;
  }
  const data = review.data;
  if (!data) {
    return <Loading />;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setMethodError(t('bulk.methodRequired'));
      document.querySelector<HTMLInputElement>('.bulk__methods input')?.focus();
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      const query = new URLSearchParams({ method });
      if (method === 'online') {
        const { paths, skipped } = cartPaths(data);
        if (paths.length > 0) {
          await addItems({ client: location.client, site: location.site, items: paths.map((path) => ({ path })) }).unwrap();
        }
        query.set('count', String(paths.length));
        query.set('skipped', String(skipped));
      }
      const done = await submit({ ...args, method }).unwrap();
      if (method !== 'online') {
        query.set('reference', done.reference);
        query.set('count', String(done.items));
      }
      navigate(`${pathFor(bulkRoute(source.pageRoute, 'success'))}?${query}`);
    } catch (error) {
      setFailed(error);
      setBusy(false);
    }
  };

  return (
    <form className="bulk__confirmation" onSubmit={onSubmit} noValidate>
      <p>{t('bulk.summary', { found: data.found, failed: data.failed })}</p>
      {failed ? (
        <Alert variant="danger">
          <p>{t('bulk.submitFailed')}</p>
        </Alert>
      ) : null}
      <div className="bulk__methods">
        <RadioGroup
          legend={t('bulk.methods')}
          name="bulk-method"
          value={method}
          error={methodError}
          disabled={busy}
          options={(Object.keys(METHODS) as BulkMethod[])
            .filter((value) => value !== 'wire_transfer' || data.wireTransfer)
            .map((value) => ({ value, label: t(METHODS[value]) }))}
          onChange={(value) => {
            setMethod(value);
            setMethodError(null);
          }}
        />
        {!data.wireTransfer && data.wireTransferMinimum ? (
          <p>{t('bulk.wireMinimum', { amount: formatDecimal(data.wireTransferMinimum, language) })}</p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('bulk.submitting') : t('bulk.submit')}
      </button>
    </form>
  );
}
