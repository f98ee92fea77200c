import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../../lib/i18n';
import { Loading } from './Loading';

const meta = {
  title: 'UI/Loading',
  component: Loading,
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function AddingItems() {
  const t = useT();
  return <Loading label={t('checkout.addingItems')} />;
}

export const WithLabel: Story = { name: 'With a label', render: () => <AddingItems /> };
