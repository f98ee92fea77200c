import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPart } from '../../../test/renderPart';
import { SurveyDialog, SURVEY_FRAME_HEIGHT } from './SurveyDialog';

const SURVEY = 'https://survey.example.org/s?client=sunshine&site=demo';

describe('SurveyDialog', () => {
  it('SHELL-30: the survey in a 300 px frame, Close focused first, and Close closes it', async () => {
    const onClose = vi.fn();
    const { user } = renderPart(<SurveyDialog src={SURVEY} onClose={onClose} returnFocusTo={createRef()} />, { language: 'es' });
    const dialog = screen.getByRole('dialog', { name: 'Encuesta del sitio' });
    const frame = within(dialog).getByTitle('Encuesta del sitio');
    expect(frame).toHaveAttribute('src', SURVEY);
    expect(frame).toHaveAttribute('height', String(SURVEY_FRAME_HEIGHT));
    const close = within(dialog).getByRole('button', { name: 'Cerrar la encuesta' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps focus in the dialog when Tab leaves the frame, and Shift+Tab from Close goes to the frame', async () => {
    const { user } = renderPart(<SurveyDialog src={SURVEY} onClose={() => {}} returnFocusTo={createRef()} />);
    const dialog = screen.getByRole('dialog', { name: 'Site survey' });
    const close = within(dialog).getByRole('button', { name: 'Close the survey' });
    const frame = within(dialog).getByTitle('Site survey');
    await user.tab({ shift: true });
    expect(frame).toHaveFocus();
    // Tab inside the frame is the frame's own: the browser moves focus to the next stop, after the frame.
    const after = frame.nextElementSibling as HTMLElement;
    fireEvent.focus(after, { relatedTarget: frame });
    expect(close).toHaveFocus();
  });

  it('SHELL-22: Escape inside the survey (its close message) closes the dialog, from the frame at the exact origin only', () => {
    const onClose = vi.fn();
    renderPart(<SurveyDialog src={SURVEY} onClose={onClose} returnFocusTo={createRef()} />);
    const frame = within(screen.getByRole('dialog', { name: 'Site survey' })).getByTitle('Site survey') as HTMLIFrameElement;
    const own = frame.contentWindow;
    const post = (origin: string, data: unknown, source: Window | null = own) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
      });
    post('https://survey.example.org.evil.test', { type: 'close' });
    post('https://evil.example', { type: 'close' });
    post('http://survey.example.org', { type: 'close' });
    post('https://survey.example.org', { type: 'close' }, window);
    post('https://survey.example.org', { type: 'open' });
    post('https://survey.example.org', 'close');
    post('https://survey.example.org', null);
    expect(onClose).not.toHaveBeenCalled();
    post('https://survey.example.org', { type: 'close' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
