// The My settings tab: the resident's settings, loaded from the BFF in the
// page's language (its messages come back in it), then the form; below it
// the resident's payment methods, whose code loads with the tab.
import { Suspense } from 'react';
import { lazyWithRetry } from '../../components/lazyWithRetry';
import { Loading } from '../../components/ui/Loading';
import { PanelLoadFailure } from './PanelLoadFailure';
import { useLanguage, useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { useGetProfileQuery } from './api';
import { SettingsForm } from './SettingsForm';
import '../../lib/i18n/account';

const PaymentMethods = lazyWithRetry(
  () => import('./PaymentMethods'),
  (m) => m.PaymentMethods,
);

export function SettingsPanel() {
  const t = useT();
  const { language } = useLanguage();
  const { location } = useSite();
  const { data, isError, isFetching, refetch } = useGetProfileQuery({ client: location.client, site: location.site, lang: language });
  let body;
  if (isError && !data) {
    body = <PanelLoadFailure message={t('account.settings.loadFailed')} onRetry={refetch} busy={isFetching} />;
  } else if (!data) {
    body = <Loading />;
  } else {
    // A new form for other settings (another resident), so its fields start from them.
    body = <SettingsForm key={data.email} profile={data} />;
  }
  return (
    <>
      <h2>{t('account.tab.mySettings')}</h2>
      {body}
      <Suspense fallback={<Loading />}>
        <PaymentMethods />
      </Suspense>
    </>
  );
}
