import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PayableView } from '../../lib/checkoutTypes';
import type { Source } from '../../lib/types';
import { mockBff } from '../../test/mockBff';
import { shellScreen, source, sunshineSources } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

const both = (en: string, es: string) => ({ en, es });

const fine = source('court-fines', 'Court fines', 7, {
  searchType: 'blind',
  blindDisplayNameLabel: both('Citation number', 'Número de citación'),
  exampleImage: {
    url: '/web/portal/brand/citation-example.svg',
    alt: both('A notice with its citation number top right.', 'Un aviso con su número de citación arriba a la derecha.'),
    texts: [both('The number is in the top right corner.', 'El número está en la esquina superior derecha.')],
  },
  clientWebsiteUrl: 'https://clerk.example',
});
const confidential = source('confidential-tax', 'Confidential tax payment', 9, {
  searchType: 'blind',
  blindDisplayNameLabel: both('Account label', 'Etiqueta de la cuenta'),
});
const unsafe = source('unsafe', 'Unsafe', 10, { searchType: 'blind', clientWebsiteUrl: 'javascript:alert(1)' });

function template(path: string, overrides: Partial<PayableView> = {}): PayableView {
  return {
    path,
    displayName: 'Payment',
    description: '',
    amount: '0.00',
    minAmount: '1.00',
    maxAmount: '100000.00',
    isAmountModifiable: true,
    isQuantityModifiable: false,
    isPayable: true,
    shouldDelayPayment: false,
    requiresShipping: false,
    inCart: false,
    ...overrides,
  };
}

const confidentialPayable = template('confidential_tax/payment', {
  confidential: true,
  freeformFields: [
    { key: 'blind_display_name', label: 'Account label', placeholder: '', required: true, charLimit: 60, textArea: false },
    { key: 'tax_type', label: 'Tax type', placeholder: '', required: true, charLimit: 20, textArea: false },
  ],
});

function serve(sources: Source[], answers: Record<string, object>) {
  server.use(
    http.get('/bff/v1/:client/:site/screens/shell', () => HttpResponse.json(shellScreen({ sources: [...sunshineSources(), ...sources] }))),
    http.get('/bff/v1/:client/:site/search/:route', ({ params }) => HttpResponse.json(answers[String(params.route)])),
  );
}

describe('source extras', () => {
  it('SRCH-08: the example image with its text alternative and texts, and the office website, in Spanish', async () => {
    window.localStorage.setItem('defaultLocale', 'es');
    serve([fine], { 'court-fines': { source: {}, payables: [template('court_fines/fine')], total: 1 } });
    renderPortal('/sunshine/demo/court-fines');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dónde encontrarlo' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Un aviso con su número de citación arriba a la derecha.' })).toHaveAttribute(
      'src',
      '/web/portal/brand/citation-example.svg',
    );
    expect(screen.getByText('El número está en la esquina superior derecha.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Visite el sitio web de la oficina' })).toHaveAttribute('href', 'https://clerk.example');
  });

  it('SRCH-08: a source without them shows neither, and a website that is not http(s) is no link', async () => {
    serve([unsafe], { unsafe: { source: {}, payables: [template('unsafe/x')], total: 1 } });
    renderPortal('/sunshine/demo/unsafe');
    await screen.findByRole('button', { name: 'Add to cart' });
    expect(screen.queryByRole('heading', { name: 'Where to find it' })).toBeNull();
    expect(screen.queryByRole('link', { name: "Visit the office's website" })).toBeNull();
  });

  it('VAL-80: a confidential payment needs its account label, dollar value and one of three tax types before it is added', async () => {
    serve([confidential], { 'confidential-tax': { source: {}, payables: [confidentialPayable], total: 1 } });
    const { user } = renderPortal('/sunshine/demo/confidential-tax');
    const label = await screen.findByRole('textbox', { name: 'Account label' });
    const taxType = screen.getByRole('combobox', { name: 'Tax type' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a tax type',
      'Central',
      'Real estate',
      'Tangible personal property',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(taxType).toHaveAccessibleDescription('Choose the tax type: central, real estate or tangible.');
    await waitFor(() => expect(label).toHaveFocus());
    expect(mockBff.calls('POST', '/cart/items')).toHaveLength(0);

    await user.type(label, 'Main Street store');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '250');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(mockBff.calls('POST', '/cart/items')).toHaveLength(0);
    await user.selectOptions(taxType, 'real_estate');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(mockBff.calls('POST', '/cart/items')[0]?.body).toEqual({
        items: [
          {
            path: 'confidential_tax/payment',
            amount: '250.00',
            quantity: 1,
            userParameters: { blind_display_name: 'Main Street store', tax_type: 'real_estate' },
          },
        ],
      }),
    );
  });

  it('PAY-06: a payment asks for its other freeform fields before the add, within their limits', async () => {
    const withNote = template('court_fines/fine', {
      freeformFields: [
        { key: 'blind_display_name', label: 'Citation number', placeholder: '', required: true, charLimit: 40, textArea: false },
        { key: 'note', label: 'Note to the clerk', placeholder: '', tooltip: 'Anything the clerk should know.', required: false, charLimit: 5, textArea: true },
      ],
    });
    serve([fine], { 'court-fines': { source: {}, payables: [withNote], total: 1 } });
    const { user } = renderPortal('/sunshine/demo/court-fines');
    const note = await screen.findByRole('textbox', { name: 'Note to the clerk' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAccessibleDescription('Anything the clerk should know. 0/5 characters');
    await user.type(screen.getByRole('textbox', { name: 'Citation number' }), 'C-1');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.type(note, 'too long');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(mockBff.calls('POST', '/cart/items')).toHaveLength(0);
    await user.clear(note);
    await user.type(note, 'ok');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(mockBff.calls('POST', '/cart/items')[0]?.body).toEqual({
        items: [{ path: 'court_fines/fine', amount: '10.00', quantity: 1, userParameters: { blind_display_name: 'C-1', note: 'ok' } }],
      }),
    );
  });
});
