import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContactFields } from './ContactFields';
import './payment.css';

const meta = {
  title: 'Payment/ContactFields',
  component: ContactFields,
  args: {
    email: '',
    phone: '',
    emailError: null,
    phoneError: null,
    onEmail: fn(),
    onPhone: fn(),
    onBlurEmail: fn(),
    onBlurPhone: fn(),
  },
} satisfies Meta<typeof ContactFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { email: 'ana@example.com', phone: '407-555-0100' } };

/** CHK-09: the email is required and checked. */
export const EmailRequired: Story = { name: 'Error: email missing', args: { emailError: { key: 'email.required' } } };

export const EmailInvalid: Story = {
  name: 'Error: email invalid',
  args: { email: 'ana@', emailError: { key: 'email.invalid' } },
};
