import type { ReactNode } from 'react';

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

/** An inline message announced to assistive technology as soon as it shows. */
export function Alert({ variant, children }: { variant: AlertVariant; children: ReactNode }) {
  return (
    <div role="alert" className={`alert alert--${variant}`}>
      {children}
    </div>
  );
}
