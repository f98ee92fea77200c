import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { fn } from 'storybook/test';
import { Modal } from './Modal';

/** A modal as the features use it: a title, a text, and its actions. */
function Example({ busy = false, onClose }: { busy?: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const textId = useId();
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Open the modal
      </button>
      {open ? (
        <Modal labelledBy={titleId} describedBy={textId} onClose={close} busy={busy}>
          <h2 id={titleId} className="modal__title">
            A modal dialog
          </h2>
          <p id={textId}>Tab and Shift+Tab stay inside; Escape closes it unless it is busy; focus returns to the opener.</p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={close}>
              OK
            </button>
            <button type="button" className="button" onClick={close} disabled={busy}>
              Cancel
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Example,
  args: { onClose: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Busy: Story = { name: 'Busy: Escape waits', args: { busy: true } };
