// My Forms (#my-forms) through the whole portal, against the mock BFF.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountBff } from '../../test/accountFixtures';
import { formsBff, submission, type FormsBffOptions } from '../../test/formFixtures';
import { shellScreen, siteConfig } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { server } from '../../test/server';

function open(options: FormsBffOptions & { siteForms?: boolean } = {}, hash = '#my-forms') {
  const config = siteConfig({ forms: options.siteForms ?? true });
  server.use(
    http.get('/bff/v1/sunshine/demo/screens/shell', () => HttpResponse.json(shellScreen({ config }))),
    ...formsBff(options).handlers,
    ...accountBff().handlers,
  );
  return renderPortal(`/sunshine/demo/my-dashboard${hash}`);
}

describe('My Forms', () => {
  it('lists each filed form with its name, date, confirmation number, files and signature, after My settings', async () => {
    open({ mine: [submission(), submission({ id: 'sub-2', confirmationNumber: 'FRM-AAAA22', files: [], signatureKind: 'drawn', signedName: undefined })] });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My items', 'Past payments', 'Scheduled payments', 'My settings', 'My forms']);
    expect(screen.getByRole('tab', { name: 'My forms' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Your submitted forms' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('Insurance affidavit');
    expect(first).toHaveTextContent('June 2, 2026');
    expect(first).toHaveTextContent('Confirmation numberFRM-7Q2K9X');
    expect(first).toHaveTextContent('Attached filesproof_of_insurance.pdf');
    expect(first).toHaveTextContent('Typed name: Rosa Resident');
    expect(second).toHaveTextContent('Attached filesNone');
    expect(second).toHaveTextContent('SignatureDrawn');
  });

  it('says when no form was filed yet and leads to the forms', async () => {
    open({ mine: [] });
    expect(await screen.findByText('You have not submitted any forms yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the forms you can file' })).toHaveAttribute('href', '/sunshine/demo/forms');
  });

  it('shows a load failure with a retry', async () => {
    open({ mineFails: 503 });
    expect(await screen.findByText('Your forms could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('ROUTE-32: a site without forms has no My forms tab, and its hash opens the first tab', async () => {
    open({ siteForms: false });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).not.toContain('My forms');
    expect(screen.getByRole('tab', { name: 'My items' })).toHaveAttribute('aria-selected', 'true');
  });
});
