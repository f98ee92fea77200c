// Wire types of the delivery of vehicle renewals (spec 000 §3 "Address",
// "Delivery option", "Donation"; the BFF's delivery section and PUT
// /cart/delivery). Kept below the features because the review and receipt
// pages show the delivery too.
import type { Decimal } from './checkoutTypes';

/** How a renewal reaches the payer; none means not chosen yet. */
export type DeliveryMethod = 'shipping' | 'pick_up' | 'none';

export interface Address {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface PickupChoice {
  locationId: string;
  personName: string;
}

/** The payer's delivery choice, as saved and as PUT /cart/delivery takes it. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  address?: Address;
  pickup?: PickupChoice;
  confirmed?: boolean;
  receiveReminders?: boolean;
  addressChange?: boolean;
}

export interface Office {
  locationId: string;
  description: string;
  location: string;
  mapLocation: string;
  officeHours: string;
  information: string;
  availability: { date: string; open: boolean }[] | null;
}

export interface RenewalView {
  itemId: string;
  displayName: string;
  path: string;
  choices: { path: string; displayName: string; amount: Decimal }[] | null;
}

export interface Charity {
  id: string;
  name: string;
  path: string;
}

export interface DonationView {
  charities: Charity[] | null;
  amounts: Decimal[] | null;
  minimumAmount: Decimal;
  current?: { itemId: string; path: string; amount: Decimal };
}

/** The checkout screen's delivery section; only `required` when nothing needs delivery. */
export interface DeliveryView {
  required: boolean;
  options?: ('shipping' | 'pick_up')[] | null;
  default?: 'shipping' | 'none';
  saved?: DeliveryChoice;
  offices?: Office[] | null;
  officesError?: { code: string; message: string; displayMessage?: string };
  reminders: boolean;
  addressChange: boolean;
  states?: string[] | null;
  country?: string;
  renewals?: RenewalView[] | null;
  donation?: DonationView;
}

/** How a paid renewal reaches the payer, as a receipt shows it. */
export interface DeliveryReceipt {
  method: 'shipping' | 'pick_up';
  address?: Address;
  location?: string;
  personName?: string;
}
