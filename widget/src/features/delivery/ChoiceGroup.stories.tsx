import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { Choice, ChoiceGroup } from './ChoiceGroup';
import './delivery.css';

function Methods({ error, disabled }: { error: boolean; disabled: boolean }) {
  const t = useT();
  const [method, setMethod] = useState('');
  return (
    <ChoiceGroup legend={t('delivery.methodLegend')} error={error ? t('delivery.error.method') : null} disabled={disabled}>
      <Choice name="method" value="shipping" checked={method === 'shipping'} onChange={setMethod} label={t('delivery.option.shipping')} />
      <Choice
        name="method"
        value="pick_up"
        checked={method === 'pick_up'}
        onChange={setMethod}
        label={t('delivery.option.pick_up')}
        details={t('delivery.option.pickUpHint')}
      />
    </ChoiceGroup>
  );
}

const meta = {
  title: 'Delivery/ChoiceGroup',
  component: Methods,
  args: { error: false, disabled: false },
} satisfies Meta<typeof Methods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { name: 'With an error', args: { error: true } };
export const Disabled: Story = { args: { disabled: true } };
