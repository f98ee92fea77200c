import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { deliveryView } from '../../../.storybook/data';
import { OfficeChoice } from './OfficeChoice';
import './delivery.css';

const OFFICES = deliveryView().offices ?? [];

const meta = {
  title: 'Delivery/OfficeChoice',
  component: OfficeChoice,
  args: { offices: OFFICES, locationId: '', personName: '', errors: {}, onLocation: fn(), onPerson: fn() },
} satisfies Meta<typeof OfficeChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = { name: 'Nothing chosen' };

export const Chosen: Story = { args: { locationId: 'downtown', personName: 'Ana Diaz' } };

export const Errors: Story = {
  name: 'Validation errors',
  args: { errors: { locationId: { key: 'delivery.error.office' }, personName: { key: 'delivery.error.name' } } },
};

export const Unavailable: Story = {
  name: 'Offices unavailable',
  args: { offices: [], unavailable: 'The office list could not be loaded. Please choose delivery by mail.' },
};
