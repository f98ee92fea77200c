// The contract between the Payment step and the tenders it does not render
// itself (PayPal, Venmo, Apple Pay, Google Pay): the app passes a slot that
// the Payment step fills with these.
import type { ReactNode } from 'react';
import type { Contact } from './checkoutSlice';

export interface WalletSlotProps {
  /** The payer's contact details once valid; null after showing what is wrong. */
  contact: () => Contact | null;
  /** The Payment step is busy with another method. */
  disabled: boolean;
}

/** Renders the extra tenders inside the Payment step's method choice. */
export type WalletSlot = (props: WalletSlotProps) => ReactNode;
