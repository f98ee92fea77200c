// The blocking modal shown while payable changes are applied (PAYCHG-03).
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n';

export function ChangeModal() {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div className="change-modal">
      <div
        ref={box}
        className="change-modal__box"
        role="alertdialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby="change-modal-text"
        tabIndex={-1}
      >
        <p id="change-modal-text">{t('cart.changes.applying')}</p>
      </div>
    </div>
  );
}
