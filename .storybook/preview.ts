import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // 'error' makes axe violations fail the story tests run by addon-vitest.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
