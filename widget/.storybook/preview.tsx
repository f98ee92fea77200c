// Every story: the portal's stylesheets, the toolbar's language and theme,
// and the providers of portal.tsx around it.
import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/app/portal.css';
import '../src/components/ui/ui.css';
import { isLanguage } from '../src/lib/i18n';
import { startBff } from './bff';
import { StoryProviders, type PortalParameters } from './portal';
import { isTheme, ThemeStyle } from './theme';

const withPortal: Decorator = (Story, context) => {
  const language = isLanguage(context.globals.language) ? context.globals.language : 'en';
  const theme = isTheme(context.globals.theme) ? context.globals.theme : 'default';
  const parameters = (context.parameters.portal ?? {}) as PortalParameters;
  return (
    <ThemeStyle theme={theme}>
      {/* A new key starts the story over: fresh store, BFF and language. */}
      <StoryProviders key={`${context.id}:${language}`} parameters={parameters} language={language}>
        <Story />
      </StoryProviders>
    </ThemeStyle>
  );
};

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'es', title: 'Español', right: 'es' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'PayHub theme (themes/*.css)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'dark', title: 'Dark' },
          { value: 'high-contrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', theme: 'default' },
  decorators: [withPortal],
  beforeAll: startBff,
  parameters: {
    layout: 'padded',
    // The themes paint the page background themselves.
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
};

export default preview;
