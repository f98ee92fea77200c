import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPart } from '../../../test/renderPart';
import { LoginRequiredBanner } from './LoginRequiredBanner';

describe('LoginRequiredBanner', () => {
  it('SHELL-33: shows a shopping-cart picture, the sign-up heading and its description', () => {
    renderPart(<LoginRequiredBanner />);
    const banner = screen.getByRole('region', { name: 'Sign up to keep your cart' });
    expect(within(banner).getByRole('img', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(within(banner).getByRole('heading', { level: 2, name: 'Sign up to keep your cart' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Create a free account to save items and pay them later from any device.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SHELL-33: in Spanish, at the heading level of the page around it', () => {
    renderPart(<LoginRequiredBanner level={3} />, { language: 'es' });
    const banner = screen.getByRole('region', { name: 'Regístrese para conservar su carrito' });
    expect(within(banner).getByRole('img', { name: 'Carrito de compras' })).toBeInTheDocument();
    expect(within(banner).getByRole('heading', { level: 3 })).toBeInTheDocument();
  });
});
