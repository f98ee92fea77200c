// Where PayHub runs and which of its sites this page embeds. Set
// VITE_PAYHUB_ORIGIN (e.g. in .env.local) to point at another PayHub.
export const PAYHUB_ORIGIN: string = import.meta.env.VITE_PAYHUB_ORIGIN || 'http://127.0.0.1:8080';

/** The sandbox's demo client and site (README "Sandbox data"). */
export const PAYHUB_CLIENT = 'sunshine';
export const PAYHUB_SITE = 'demo';

/** The sandbox water bill, account U-5001: the widget opens with it in the cart. */
export const WATER_BILL_PATH = 'utilities/U-5001';
