// The services of a payable beyond paying it (paperless billing, ownership
// verification, the bill with the owner's name; spec 001 §1, §4), shown on
// search results and saved items. A feature may not import another one: the
// portal's app provides the component (app/PayableServices.tsx, a lazy
// chunk) through this context, and the widget provides none, so that it
// reaches nothing of them.
import { createContext, type ReactNode } from 'react';

/** What a payable's services need of it. */
export interface ServicePayable {
  path: string;
  displayName: string;
  description?: string;
  amount?: string;
  dueAt?: string;
}

export interface PayableServicesProps {
  payable: ServicePayable;
  /** The id of the payable's name, which describes each button. */
  describedBy?: string;
}

/** Renders a payable's services; null where there are none (the widget). */
export type RenderPayableServices = (props: PayableServicesProps) => ReactNode;

export const PayableServicesContext = /* @__PURE__ */ createContext<RenderPayableServices | null>(null);
