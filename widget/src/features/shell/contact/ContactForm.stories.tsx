import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactTopics, siteConfig, surveyLinks } from '../../../test/fixtures';
import { ContactForm } from './ContactForm';
import { ContactPanel } from './ContactPanel';

const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  args: {
    topics: contactTopics(),
    entity: 'Sunshine County',
    phone: '(555) 010-2400',
    onSend: () => new Promise((resolve) => setTimeout(() => resolve('sent'), 400)),
  },
  argTypes: { topics: { control: false }, onSend: { control: false } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CONTACT-02: the topic list starts with 'Select a topic'; sending succeeds. */
export const Empty: Story = { name: 'Empty form' };

/** The same form in Spanish. */
export const Spanish: Story = { name: 'Empty form (español)', globals: { language: 'es' } };

/** CONTACT-05: on the property tax page the topic is chosen and its required field shows. */
export const TopicWithCustomField: Story = { name: 'Topic with a required custom field', args: { pageRoute: 'property-tax' } };

/** CONTACT-01: a signed-in payer's details are filled in. */
export const SignedIn: Story = {
  name: 'Prefilled for a signed-in payer',
  args: { user: { givenName: 'Ana', familyName: 'Lopez', email: 'ana@example.com', phone: '(555) 010-2000' } },
};

/** ERR-19: the send fails; the message names the county and its phone. */
export const SendFails: Story = {
  name: 'Send fails',
  args: { onSend: () => Promise.resolve('failed'), pageRoute: 'property-tax' },
};

/** ERR-20: the send fails and the site gives no phone. */
export const SendFailsNoPhone: Story = {
  name: 'Send fails, no phone',
  args: { onSend: () => Promise.resolve('failed'), phone: undefined },
};

/** SHELL-21: the Contact tab, with the site-feedback box beside the form (sent to the story BFF). */
export const Panel: Story = {
  name: 'Contact tab with site feedback',
  render: () => <ContactPanel config={siteConfig({ survey: surveyLinks() })} />,
};
