// A React wrapper around @payhub/sdk's embed(): one widget per mounted
// component. The widget is created in an effect and destroyed in its
// clean-up, so React StrictMode's mount, unmount, mount leaves exactly one.
import { embed, PayHubError, type Language, type PayHubWidget, type PaymentComplete } from '@payhub/sdk';
import { useEffect, useRef } from 'react';

export interface PayWidgetProps {
  origin: string;
  client: string;
  site: string;
  /** The first route, e.g. 'checkout' or 'utilities'. */
  route?: string;
  /** Payable paths to put in the cart. */
  items?: readonly string[];
  language: Language;
  /** True: the page shows its own confirmation instead of PayHub's receipt. */
  hideReceipt?: boolean;
  title?: string;
  onPaymentComplete?: (payment: PaymentComplete) => void;
  onHeightChanged?: (px: number) => void;
  onError?: (error: PayHubError) => void;
}

export function PayWidget(props: PayWidgetProps) {
  const { origin, client, site, route, items, language, hideReceipt, title } = props;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<PayHubWidget | null>(null);
  // The latest callbacks and language, read by the widget's listeners, so
  // that new function props do not tear the widget down and build it again.
  const latest = useRef(props);
  latest.current = props;
  const itemsKey = (items ?? []).join(',');

  useEffect(() => {
    if (!container.current) {
      return undefined;
    }
    let created: PayHubWidget;
    try {
      created = embed({
        container: container.current,
        origin,
        client,
        site,
        route,
        items: itemsKey ? itemsKey.split(',') : undefined,
        language: latest.current.language,
        hideReceipt,
        title,
        onPaymentComplete: (payment) => latest.current.onPaymentComplete?.(payment),
        onHeightChanged: (px) => latest.current.onHeightChanged?.(px),
        onError: (error) => latest.current.onError?.(error),
      });
    } catch (error) {
      // INVALID_OPTIONS, CONTAINER_NOT_FOUND and NOT_IN_BROWSER are thrown at once.
      latest.current.onError?.(error instanceof PayHubError ? error : new PayHubError('INVALID_OPTIONS', String(error)));
      return undefined;
    }
    widget.current = created;
    // Failures also arrive as error events (onError above); DESTROYED is our
    // own clean-up. Catching here keeps the rejection from going unhandled.
    created.ready.catch(() => undefined);
    return () => {
      created.destroy();
      if (widget.current === created) {
        widget.current = null;
      }
    };
  }, [origin, client, site, route, itemsKey, hideReceipt, title]);

  // A language change goes to the running widget instead of reloading it.
  useEffect(() => {
    const current = widget.current;
    if (!current) {
      return;
    }
    try {
      current.setLanguage(language);
    } catch (error) {
      if (error instanceof PayHubError) {
        latest.current.onError?.(error);
      }
    }
  }, [language]);

  return <div ref={container} className="pay-widget" />;
}
