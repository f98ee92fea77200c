import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliverySummary } from './DeliverySummary';

const meta = {
  title: 'UI/DeliverySummary',
  component: DeliverySummary,
} satisfies Meta<typeof DeliverySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByMail: Story = {
  name: 'By mail',
  args: {
    delivery: {
      method: 'shipping',
      address: {
        name: 'Ana Diaz',
        address1: '123 Main St',
        address2: 'Apt 4',
        city: 'Sunshine',
        state: 'FL',
        postalCode: '32801',
        country: 'US',
      },
    },
  },
};

export const PickUp: Story = {
  name: 'Pick-up at an office',
  args: {
    delivery: {
      method: 'pick_up',
      location: 'Tax Collector - Downtown Office, 200 Government Center Blvd',
      personName: 'Ana Diaz',
    },
  },
};
