import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { TextField } from './TextField';

interface EmailFieldProps {
  value: string;
  invalid: boolean;
  disabled: boolean;
}

/** The payment step's email field, labelled from the catalogue so it follows the language toolbar. */
function EmailField({ value: initial, invalid, disabled }: EmailFieldProps) {
  const t = useT();
  const [value, setValue] = useState(initial);
  return (
    <TextField
      label={t('payment.email')}
      hint={t('payment.emailHint')}
      type="email"
      autoComplete="email"
      disabled={disabled}
      value={value}
      error={invalid ? t('email.invalid') : null}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

const meta = {
  title: 'UI/TextField',
  component: EmailField,
  args: { value: '', invalid: false, disabled: false },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'ana@example.com' } };

export const ValidationError: Story = { name: 'Validation error', args: { value: 'ana@', invalid: true } };

export const Disabled: Story = { args: { value: 'ana@example.com', disabled: true } };
