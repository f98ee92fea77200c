import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import type { Language, SiteConfig } from '../../lib/types';
import { BotChallenge, CONTAINER_NOT_FOUND } from './BotChallenge';
import { SANDBOX_PASS_TOKEN, type ChallengeProvider } from './provider';
import { useBotChallenge } from './useBotChallenge';

const ENABLED = { botCheck: { enabled: true, siteKey: 'sandbox-site-key' } } as SiteConfig;

/** A submit button guarded by the challenge, as the review page has. */
function Guarded({ onSubmit }: { onSubmit: (token: string | undefined) => void }) {
  const bot = useBotChallenge(ENABLED);
  const [sent, setSent] = useState(false);
  return (
    <>
      {bot.check ? <BotChallenge key={bot.round} siteKey={bot.check.siteKey} onToken={bot.setToken} /> : null}
      <button type="button" disabled={!bot.ready} onClick={() => (onSubmit(bot.botToken), setSent(true))}>
        Submit
      </button>
      {sent ? <button type="button" onClick={bot.reset}>Refused</button> : null}
    </>
  );
}

function renderIn(language: Language, onSubmit = vi.fn()) {
  render(
    <LocaleProvider language={language}>
      <Guarded onSubmit={onSubmit} />
    </LocaleProvider>,
  );
  return onSubmit;
}

describe('BotChallenge (spec 000 §7 bot challenge)', () => {
  it('keeps submit disabled until the sandbox box is ticked, then sends sandbox-pass', async () => {
    const onSubmit = renderIn('en');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Security check' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot (sandbox)' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(SANDBOX_PASS_TOKEN);
  });

  it('withdraws the token when the box is unticked', async () => {
    renderIn('en');
    const box = screen.getByRole('checkbox', { name: 'I am not a robot (sandbox)' });
    await userEvent.click(box);
    await userEvent.click(box);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('renders in Spanish', () => {
    renderIn('es');
    expect(screen.getByRole('group', { name: 'Verificación de seguridad' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'No soy un robot (prueba)' })).not.toBeChecked();
  });

  it('renders a fresh challenge after a refusal', async () => {
    renderIn('en');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot (sandbox)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.getByRole('checkbox', { name: 'I am not a robot (sandbox)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows a provider failure and reports it with the spec code', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: ChallengeProvider = {
      render: (_c, _k, _t, onError) => {
        onError(CONTAINER_NOT_FOUND);
        return () => {};
      },
    };
    render(
      <LocaleProvider language="en">
        <BotChallenge siteKey="k" onToken={() => {}} provider={failing} />
      </LocaleProvider>,
    );
    expect(screen.getByText('The security check could not be loaded. Please reload the page.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('TurnstileChallengeFailed', CONTAINER_NOT_FOUND);
    error.mockRestore();
  });
});
