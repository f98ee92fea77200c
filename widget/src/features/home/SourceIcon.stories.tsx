import type { Meta, StoryObj } from '@storybook/react-vite';
import { SourceIcon } from './SourceIcon';
import './home.css';

const ICONS = ['property-tax', 'vehicle-renewal', 'utilities', 'donations', 'business-license', 'unknown'];

const meta = {
  title: 'Home/SourceIcon',
  component: SourceIcon,
  args: { icon: 'property-tax' },
  argTypes: { icon: { control: 'select', options: ICONS } },
} satisfies Meta<typeof SourceIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

export const All: Story = {
  name: 'Every icon',
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', width: '20rem' }}>
      {ICONS.map((icon) => (
        <span key={icon} style={{ width: '3rem' }}>
          <SourceIcon icon={icon} />
        </span>
      ))}
    </div>
  ),
};
