import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangeModal } from './ChangeModal';
import './cart.css';

/** PAYCHG-03: blocks the cart while payable changes are applied. */
const meta = {
  title: 'Cart/ChangeModal',
  component: ChangeModal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChangeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applying: Story = {};
