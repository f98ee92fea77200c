import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardFrame } from './CardFrame';
import type { CardFrameState } from './useCardFrame';

// A stand-in page for the wallet host's frame: the real one is served on its own origin.
const PLACEHOLDER = `data:text/html,${encodeURIComponent(
  '<body style="font-family:system-ui;margin:1rem">Card number, expiry and security code are typed here, on the wallet host.</body>',
)}`;

function frame(state: Pick<CardFrameState, 'status' | 'failure' | 'height'>): CardFrameState {
  return { ...state, iframe: { current: null }, askState: () => false, tokenize: () => false, setToken: () => false };
}

const meta = {
  title: 'Payment/CardFrame',
  component: CardFrame,
  args: { type: 'card', src: PLACEHOLDER, onRetry: fn(), frame: frame({ status: 'loading', failure: '', height: null }) },
  argTypes: { frame: { control: false }, src: { control: false } },
} satisfies Meta<typeof CardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Ready: Story = { args: { frame: frame({ status: 'ready', failure: '', height: 160 }) } };

export const BankAccount: Story = {
  name: 'Bank account, ready',
  args: { type: 'bank', frame: frame({ status: 'ready', failure: '', height: 200 }) },
};

export const Failed: Story = { args: { frame: frame({ status: 'failed', failure: '', height: null }) } };
