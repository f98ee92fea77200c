import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPart } from '../../test/renderPart';
import { SignInPrompt } from './SignInPrompt';

describe('SignInPrompt', () => {
  it('SHELL-32: has Log in and Cancel buttons and the sign-up text; Log in goes to the sign-in', async () => {
    const go = vi.fn();
    const onClose = vi.fn();
    const { user } = renderPart(<SignInPrompt loginEnabled onClose={onClose} returnTo="/sunshine/demo/checkout" go={go} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in to continue' });
    expect(dialog).toHaveAccessibleDescription('New here? Signing in for the first time creates your free account.');
    expect(dialog.querySelector('svg')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(go).toHaveBeenCalledWith(expect.stringContaining('returnTo=%2Fsunshine%2Fdemo%2Fcheckout'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('SHELL-32: the illustration is optional and decorative', () => {
    renderPart(<SignInPrompt loginEnabled onClose={() => {}} illustration />, { language: 'es' });
    const dialog = screen.getByRole('dialog', { name: 'Inicie sesión para continuar' });
    expect(dialog.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('ROLE-13 SHELL-28: on a site with login disabled it is the login-disabled modal, with no Log in', () => {
    renderPart(<SignInPrompt loginEnabled={false} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Signing in is not available' });
    expect(within(dialog).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
