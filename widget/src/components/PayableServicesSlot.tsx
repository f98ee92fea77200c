// Where a payable's services show (lib/payableServices.ts): whatever the app
// provides, loaded when first shown; nothing where it provides none.
import { Suspense, useContext } from 'react';
import { PayableServicesContext, type PayableServicesProps } from '../lib/payableServices';

export function PayableServicesSlot(props: PayableServicesProps) {
  const render = useContext(PayableServicesContext);
  return render ? <Suspense fallback={null}>{render(props)}</Suspense> : null;
}
