import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TenderChoice } from './TenderChoice';
import './payment.css';

const meta = {
  title: 'Payment/TenderChoice',
  component: TenderChoice,
  args: {
    options: ['card', 'bank'],
    value: null,
    fees: { card: { amount: '2.90' }, bank: { amount: '0.50' } },
    alerts: [],
    disabled: false,
    onChange: fn(),
  },
} satisfies Meta<typeof TenderChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = { name: 'Nothing chosen yet' };

export const CardChosen: Story = { name: 'Card chosen', args: { value: 'card' } };

export const LimitWarning: Story = {
  name: 'Card over its limit',
  args: {
    options: ['bank'],
    value: 'bank',
    alerts: [{ level: 'warning', key: 'cart.limit_exceeded', department: 'Tax Collector', limit: '5000.00', types: ['card'] }],
  },
};

export const NoMethods: Story = { name: 'No method offered', args: { options: [] } };

export const Disabled: Story = { args: { value: 'card', disabled: true } };
