import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { emptyBilling, validateBilling, type BillingForm } from '../../lib/billingAddress';
import { BillingAddressFields, type BillingAddressFieldsProps } from './BillingAddressFields';

const ORLANDO: BillingForm = { address1: '100 Main St', address2: 'Apt 4', city: 'Orlando', state: 'FL', postalCode: '32801', country: 'US' };

/** Holds the address so the fields can be typed in; errors are the story's own. */
function Interactive(props: BillingAddressFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BillingAddressFields
      value={value}
      errors={props.errors}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Wallet/BillingAddressFields',
  component: BillingAddressFields,
  args: { value: emptyBilling(), errors: {}, onChange: fn() },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof BillingAddressFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WAL-10: nothing typed, the country United States by default; no field is required yet. */
export const Empty: Story = {};

export const Filled: Story = { args: { value: ORLANDO } };

/** VAL-75: started with the city only; the missing fields say what to enter. */
export const Errors: Story = {
  name: 'Validation errors',
  args: { value: { ...emptyBilling(), city: 'Orlando' }, errors: validateBilling({ ...emptyBilling(), city: 'Orlando' }) },
};

/** Outside the United States the region is typed; Hong Kong has no postal codes. */
export const Abroad: Story = {
  name: 'No postal codes (Hong Kong)',
  args: { value: { address1: '1 Nathan Road', address2: '', city: 'Hong Kong', state: 'Kowloon', postalCode: '', country: 'HK' } },
};

export const Spanish: Story = { name: 'Validation errors (español)', args: Errors.args, globals: { language: 'es' } };
