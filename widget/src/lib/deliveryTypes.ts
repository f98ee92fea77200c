// Wire types of the delivery of vehicle renewals (spec 000 §3 "Address",
// "Delivery option", "Donation"; the BFF's delivery section and PUT
// /cart/delivery). Kept below the features because the review and receipt
// pages show the delivery too. Aliases of the types generated from the
// OpenAPI document (api.gen.ts).
import type { components } from './api.gen';

type Schemas = components['schemas'];

/** How a renewal reaches the payer; none means not chosen yet. */
export type DeliveryMethod = DeliveryChoice['method'];

export type Address = Schemas['Address'];

export type PickupChoice = NonNullable<DeliveryChoice['pickup']>;

/** The payer's delivery choice, as saved and as PUT /cart/delivery takes it. */
export type DeliveryChoice = Schemas['DeliveryChoice'];

export type Office = Schemas['Office'];

export type RenewalView = NonNullable<DeliveryView['renewals']>[number];

export type Charity = NonNullable<DonationView['charities']>[number];

export type DonationView = NonNullable<DeliveryView['donation']>;

/** The checkout screen's delivery section; only `required` when nothing needs delivery. */
export type DeliveryView = Extract<Schemas['DeliverySection'], { status: 'ok' }>['data'];

/** How a paid renewal reaches the payer, as a receipt shows it. */
export type DeliveryReceipt = Schemas['DeliveryReceipt'];
