import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

export interface AlertProps {
  variant: AlertVariant;
  children: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  /**
   * 'assertive' (role=alert, the default) interrupts; 'polite' (role=status)
   * waits for a pause, for messages that change while the payer types.
   */
  live?: 'assertive' | 'polite';
  className?: string;
}

/** An inline message announced to assistive technology as soon as it shows. */
export function Alert({ variant, children, onDismiss, live = 'assertive', className }: AlertProps) {
  const t = useT();
  const classes = ['alert', `alert--${variant}`, onDismiss ? 'alert--dismissible' : '', className ?? ''];
  return (
    <div role={live === 'assertive' ? 'alert' : 'status'} className={classes.filter(Boolean).join(' ')}>
      <div className="alert__body">{children}</div>
      {onDismiss ? (
        <button type="button" className="alert__dismiss" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('common.dismiss')}</span>
        </button>
      ) : null}
    </div>
  );
}
