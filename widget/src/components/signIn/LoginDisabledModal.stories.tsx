import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginDisabledModal } from './LoginDisabledModal';

const meta = {
  title: 'Shell/Modals/Login disabled',
  component: LoginDisabledModal,
  args: { onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginDisabledModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Title, description and OK' };
