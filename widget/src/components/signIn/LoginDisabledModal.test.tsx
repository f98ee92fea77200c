import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPart } from '../../test/renderPart';
import { LoginDisabledModal } from './LoginDisabledModal';

describe('LoginDisabledModal', () => {
  it('SHELL-28 ERR-38: shows a title, the short login-disabled description and OK, which closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderPart(<LoginDisabledModal onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Signing in is not available' });
    expect(dialog).toHaveAccessibleDescription('Signing in is not available right now. You can still pay as a guest.');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('SHELL-28: in Spanish, and Escape closes it too', async () => {
    const onClose = vi.fn();
    const { user } = renderPart(<LoginDisabledModal onClose={onClose} />, { language: 'es' });
    const dialog = screen.getByRole('dialog', { name: 'El inicio de sesión no está disponible' });
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
