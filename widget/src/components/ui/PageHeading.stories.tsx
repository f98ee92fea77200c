import type { Meta, StoryObj } from '@storybook/react-vite';
import { Message } from '../../../.storybook/portal';
import { PageHeading } from './PageHeading';

const meta = {
  title: 'UI/PageHeading',
  component: PageHeading,
  args: { children: <Message id="step.cart" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
