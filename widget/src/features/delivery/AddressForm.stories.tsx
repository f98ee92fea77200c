import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressForm } from './AddressForm';
import { emptyAddress } from './form';
import './delivery.css';

const ADDRESS = { name: 'Ana Diaz', address1: '123 Main St', address2: '', city: 'Sunshine', state: 'FL', postalCode: '32801', country: 'US' };

const meta = {
  title: 'Delivery/AddressForm',
  component: AddressForm,
  args: {
    address: emptyAddress(),
    confirmed: false,
    errors: {},
    states: ['AE', 'FL', 'GA'],
    military: false,
    onAddress: fn(),
    onConfirmed: fn(),
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { address: ADDRESS, confirmed: true } };

export const Errors: Story = {
  name: 'Validation errors',
  args: {
    address: { ...ADDRESS, name: '', city: '', postalCode: '3280' },
    errors: {
      name: { key: 'delivery.error.name' },
      city: { key: 'delivery.error.city' },
      postalCode: { key: 'delivery.error.postalCode' },
      confirmed: { key: 'delivery.error.confirm' },
    },
  },
};

/** DLV-20: a military payer's permanent address must be outside Florida. */
export const Military: Story = {
  name: 'Military payer, address in Florida',
  args: { address: ADDRESS, military: true, errors: { state: { key: 'delivery.error.military' } } },
};
