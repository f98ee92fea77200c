// The cart's return link (CART-21): home, or the only payable source's page.
import { Link } from 'wouter';
import { useT } from '../../lib/i18n';
import { cartReturnRoute } from '../../lib/returnRoute';
import { sectionData, useGetShellScreenQuery } from '../../state/screens';
import { useSite, useSitePath } from '../../lib/site';

export function ReturnLink({ homeEnabled }: { homeEnabled: boolean }) {
  const t = useT();
  const { location, environment } = useSite();
  const pathFor = useSitePath();
  const { data: shell } = useGetShellScreenQuery({ client: location.client, site: location.site });
  if (!shell) {
    return null;
  }
  const route = cartReturnRoute(sectionData(shell.sections.sources), environment, homeEnabled);
  if (route === null) {
    return null;
  }
  return (
    <p className="cart__return">
      <Link href={pathFor(route)}>{t('cart.continueShopping')}</Link>
    </p>
  );
}
