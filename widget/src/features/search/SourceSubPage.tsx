// The pages under a payable source's route (spec 001 §2): its tax-dollar
// breakdown and unclaimed refunds at their sub-routes (SRCH-03), and an
// index-search source's details route, the route plus an encoded payable
// plus any slugs, which name nothing more (SRCH-04). Whatever the BFF does
// not find, the source's option missing included, is the not-found page.
import type { ReactNode } from 'react';
import type { Source } from '../../lib/types';
import { PayableDetailsPage } from './PayableDetailsPage';
import { TaxDollarPage } from './TaxDollarPage';
import { UnclaimedRefundsPage } from './UnclaimedRefundsPage';

export interface SourceSubPageProps {
  source: Source;
  /** The segments after the source's route, at least one. */
  params: readonly string[];
  /** The app's not-found page, for whatever the BFF does not find. */
  notFound: ReactNode;
}

export function SourceSubPage({ source, params, notFound }: SourceSubPageProps) {
  const [first = ''] = params;
  if (params.length === 1 && first === 'tax-dollar-breakdown') {
    return <TaxDollarPage source={source} notFound={notFound} />;
  }
  if (params.length === 1 && first === 'unclaimed-refunds') {
    return <UnclaimedRefundsPage source={source} notFound={notFound} />;
  }
  // Only an index search has a details route (SRCH-04): under any other
  // source the path names nothing (a bulk page of a source without bulk
  // add, BULK-01, among them), without asking the BFF.
  if (source.searchType !== 'index-search') {
    return notFound;
  }
  return <PayableDetailsPage source={source} encoded={first} notFound={notFound} />;
}
