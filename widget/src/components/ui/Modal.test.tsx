import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness({ busy = false, withFocus = false, onClose }: { busy?: boolean; withFocus?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Modal labelledBy="t" describedBy="d" onClose={close} busy={busy} initialFocus={withFocus ? second : undefined}>
          <h2 id="t">Title</h2>
          <p id="d">What it is about.</p>
          <button type="button">First</button>
          <button ref={second} type="button">
            Second
          </button>
          <a href="https://example.org/">Third</a>
        </Modal>
      ) : null}
    </>
  );
}

async function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its text', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Title');
    expect(dialog).toHaveAccessibleDescription('What it is about.');
  });

  it('moves focus to the first focusable element on opening', async () => {
    await openHarness();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('focuses the given element on opening', async () => {
    await openHarness({ withFocus: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openHarness();
    const first = screen.getByRole('button', { name: 'First' });
    const third = screen.getByRole('link', { name: 'Third' });
    await user.tab();
    await user.tab();
    expect(third).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(third).toHaveFocus();
  });

  it('brings focus that lands outside back inside', async () => {
    await openHarness();
    screen.getByRole('button', { name: 'Behind' }).focus();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openHarness({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape while busy', async () => {
    const onClose = vi.fn();
    const { user } = await openHarness({ busy: true, onClose });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks the page scroll while open and restores it on closing', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('answers keys only in the innermost of two open modals', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const user = userEvent.setup();
    function Nested() {
      const [second, setSecond] = useState(false);
      return (
        <Modal labelledBy="o" onClose={outer}>
          <h2 id="o">Outer</h2>
          <button type="button" onClick={() => setSecond(true)}>
            More
          </button>
          {second ? (
            <Modal labelledBy="i" onClose={() => (inner(), setSecond(false))}>
              <h2 id="i">Inner</h2>
              <button type="button">Inner button</button>
            </Modal>
          ) : null}
        </Modal>
      );
    }
    render(<Nested />);
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Inner button' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    expect(more).toHaveFocus();
  });
});
