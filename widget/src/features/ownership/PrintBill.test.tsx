// The bill with the owner's name (VERIFY-02): the verified owner, the item
// as the verification status names it, what is due, and Print.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPart } from '../../test/renderPart';
import { PrintBill } from './PrintBill';

describe('Print bill with owner’s name', () => {
  it("VERIFY-02: names the owner and the item, prints, and marks the page for the print style sheet while open", async () => {
    const print = vi.fn();
    const { user, unmount } = renderPart(
      <PrintBill
        payable={{ path: 'sunshine/demo/property_tax/2026/R100-001', displayName: 'Tax', amount: '1234.56', dueAt: '2027-03-31' }}
        verifiedName="Rosa Resident"
        verifiedAt="2026-11-20T15:04:05Z"
        statusName="2026 Property Tax - 123 Main St"
        onClose={vi.fn()}
        print={print}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bill: Sunshine County' });
    expect(within(dialog).getByText('Rosa Resident')).toBeInTheDocument();
    expect(within(dialog).getByText('Name verified on November 20, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('2026 Property Tax - 123 Main St')).toBeInTheDocument();
    expect(within(dialog).getByText('$1,234.56')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toHaveFocus();
    expect(document.documentElement).toHaveClass('ownership-printing');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    unmount();
    expect(document.documentElement).not.toHaveClass('ownership-printing');
  });

  it('VERIFY-02: without a name recorded at the claim, no owner is printed (never the profile name)', () => {
    renderPart(
      <PrintBill payable={{ path: 'sunshine/demo/property_tax/2026/R100-001', displayName: 'Tax' }} onClose={vi.fn()} print={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bill: Sunshine County' });
    expect(within(dialog).queryByText(/Name verified/)).toBeNull();
    expect(within(dialog).queryByText(/owner's name/)).toBeNull();
  });
});
