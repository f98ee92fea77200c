import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { Alert, type AlertVariant } from './Alert';

const VARIANTS: AlertVariant[] = ['success', 'danger', 'warning', 'info'];

describe('Alert', () => {
  for (const variant of VARIANTS) {
    it(`SHELL-34: the ${variant} alert shows its message and can be dismissed`, async () => {
      const user = userEvent.setup();
      const onDismiss = vi.fn();
      render(
        <LocaleProvider language="en">
          <Alert variant={variant} onDismiss={onDismiss}>
            <p>A {variant} message.</p>
          </Alert>
        </LocaleProvider>,
      );
      const alert = screen.getByRole('alert');
      expect(alert).toHaveClass(`alert--${variant}`);
      expect(alert).toHaveTextContent(`A ${variant} message.`);
      await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });
  }

  it('SHELL-34: without a dismiss handler there is no dismiss button; polite alerts are a status', () => {
    render(
      <LocaleProvider language="es">
        <Alert variant="info" live="polite">
          <p>Info</p>
        </Alert>
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveClass('alert--info');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('SHELL-34: the dismiss button is named in Spanish', () => {
    render(
      <LocaleProvider language="es">
        <Alert variant="danger" onDismiss={() => {}}>
          <p>Error</p>
        </Alert>
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cerrar mensaje' })).toBeInTheDocument();
  });
});
