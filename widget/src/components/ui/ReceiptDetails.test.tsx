import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAILED_MESSAGE, receiptWithFailedItem } from '../../test/receiptFixtures';
import { renderPart } from '../../test/renderPart';
import { ReceiptDetails } from './ReceiptDetails';

function fact(term: string, scope: HTMLElement = document.body) {
  return within(scope).getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('ReceiptDetails', () => {
  it('HIST-04: shows the receipt and confirmation numbers, date, payer, and each transaction with its number, response code and fee', () => {
    renderPart(<ReceiptDetails receipt={receiptWithFailedItem()} headingLevel={2} payerEmail />);
    expect(fact('Receipt number')).toHaveTextContent('PH-7Q2M9K4X1B');
    expect(fact('Confirmation number')).toHaveTextContent('PH-7Q2M9K4X1B');
    expect(fact('Date')).toHaveTextContent(/^March 5, 2026/);
    expect(fact('Paid by')).toHaveTextContent('Ana Diaz, ana@example.com');
    const transactions = within(screen.getByRole('region', { name: 'Transactions' })).getAllByRole('listitem');
    expect(transactions).toHaveLength(2);
    const delayed = transactions[1] as HTMLElement;
    expect(fact('Transaction number', delayed)).toHaveTextContent('cart_1-delayed');
    expect(fact('Response code', delayed)).toHaveTextContent('D4E5F6');
    expect(fact('Amount', delayed)).toHaveTextContent('$150.00');
    expect(fact('Fee', delayed)).toHaveTextContent('$3.53');
    expect(screen.getAllByText('Paid to Utilities')).toHaveLength(2);
    expect(screen.getByText('Paid to Business Licensing')).toBeInTheDocument();
  });

  it('HIST-03: a failed item is marked not paid with its message and is not in the total', () => {
    renderPart(<ReceiptDetails receipt={receiptWithFailedItem()} headingLevel={4} />);
    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    const failed = items.find((li) => li.textContent?.includes('U-5009')) as HTMLElement;
    expect(within(failed).getByText('Not paid')).toBeInTheDocument();
    expect(within(failed).getByText(FAILED_MESSAGE)).toBeInTheDocument();
    expect(within(failed).getByText('Not charged')).toBeInTheDocument();
    expect(within(failed).queryByText('$18.40')).not.toBeInTheDocument();
    expect(fact('Total')).toHaveTextContent('$231.57');
    expect(screen.getByRole('heading', { level: 4, name: 'Items' })).toBeInTheDocument();
    expect(fact('Paid by')).toHaveTextContent(/^Ana Diaz$/);
  });

  it('HIST-03 HIST-04: in Spanish, with dates in Spanish', async () => {
    renderPart(<ReceiptDetails receipt={receiptWithFailedItem()} headingLevel={2} />, { language: 'es' });
    expect(await screen.findByText('Número de recibo')).toBeInTheDocument();
    const [first] = within(screen.getByRole('region', { name: 'Transacciones' })).getAllByRole('listitem');
    expect(fact('Número de transacción', first)).toHaveTextContent('cart_1-immediate');
    expect(fact('Código de respuesta', first)).toHaveTextContent('A1B2C3');
    expect(fact('Fecha')).toHaveTextContent(/^5 de marzo de 2026/);
    expect(screen.getByText('No pagado')).toBeInTheDocument();
    expect(screen.getByText('No cobrado')).toBeInTheDocument();
    expect(screen.getAllByText('Pagado a Utilities')).toHaveLength(2);
    expect(fact('Total')).toHaveTextContent('$231.57');
  });
});
