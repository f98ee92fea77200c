import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { NotFoundPage } from './NotFoundPage';
import './errors.css';

const meta = {
  title: 'Errors/NotFoundPage',
  component: NotFoundPage,
  parameters: portal({ path: '/sunshine/demo/no-such-page' }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
