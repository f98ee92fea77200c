import type { Meta, StoryObj } from '@storybook/react-vite';
import { portal } from '../../../.storybook/portal';
import { accountBff } from '../../test/accountFixtures';
import { companyCodeRefusal, formsBff, type FormsBffOptions } from '../../test/formFixtures';
import { FormsPage } from './FormsPage';

const bff = (path: string, options: FormsBffOptions = {}, user?: null) =>
  portal({ path, bff: [...formsBff(options).handlers, ...accountBff({ user }).handlers] });

const FORM = '/sunshine/demo/forms/insurance-affidavit';

const meta = {
  title: 'Forms/FormsPage',
  component: FormsPage,
  parameters: bff('/sunshine/demo/forms'),
} satisfies Meta<typeof FormsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's forms, each a link to its page. */
export const List: Story = { name: 'The site\u2019s forms' };

export const NoForms: Story = { name: 'No form published', parameters: bff('/sunshine/demo/forms', { forms: [] }) };

export const ListFails: Story = { name: 'The forms could not be loaded', parameters: bff('/sunshine/demo/forms', { listFails: 503 }) };

/** Fill in, sign (typed or drawn), attach and submit against the in-browser BFF. */
export const Affidavit: Story = { name: 'The insurance affidavit', args: { slug: 'insurance-affidavit' }, parameters: bff(FORM) };

/** VAL-58: the BFF refuses the company code the first time. */
export const CompanyCodeRefused: Story = {
  name: 'The BFF refuses the company code',
  args: { slug: 'insurance-affidavit' },
  parameters: bff(FORM, { filingAnswers: [companyCodeRefusal()] }),
};

/** UPL-03: every file is refused as the uploads service refuses a renamed executable. */
export const FileRefused: Story = {
  name: 'A file of the wrong type',
  args: { slug: 'insurance-affidavit' },
  parameters: bff(FORM, { uploadRefusal: 'File proof.pdf is not a supported file type. Allowed file types: image, pdf, doc, docx, csv.' }),
};

export const GuestFiling: Story = { name: 'A guest files the affidavit', args: { slug: 'insurance-affidavit' }, parameters: bff(FORM, {}, null) };

export const NotOffered: Story = { name: 'A form the site does not offer', args: { slug: 'no-such-form' }, parameters: bff('/sunshine/demo/forms/no-such-form') };
