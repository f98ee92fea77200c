import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ChallengeProvider } from './provider';
import { BotChallenge } from './BotChallenge';

/** A provider whose widget cannot render, as when the challenge script is blocked. */
const BROKEN: ChallengeProvider = {
  render(_container, _siteKey, _onToken, onError) {
    onError('The challenge script did not load.');
    return () => undefined;
  },
};

const meta = {
  title: 'Botcheck/BotChallenge',
  component: BotChallenge,
  args: { siteKey: 'sandbox-site-key', onToken: fn() },
} satisfies Meta<typeof BotChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox provider: a labelled checkbox. */
export const Sandbox: Story = {};

export const Unavailable: Story = { name: 'Provider failed', args: { provider: BROKEN } };
