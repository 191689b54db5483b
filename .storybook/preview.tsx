import type { Decorator, Preview } from '@storybook/react-vite';
// The kit's stylesheet, imported as a host imports it: the main entry's own import of it is a
// side effect a production build (static Storybook) may tree-shake away with the entry.
import '../src/styles/tokens.css';
import '../src/styles/components.css';
import './preview.css';

/**
 * Frames every story in a light or dark page (the `theme` parameter, else the toolbar) and a
 * text direction (the `dir` parameter), with fixed fonts so screenshots are reproducible.
 */
const withFrame: Decorator = (Story, context) => {
  const theme =
    (context.parameters.theme as string | undefined) ??
    (context.globals.theme as string | undefined) ??
    'light';
  const dir = (context.parameters.dir as 'ltr' | 'rtl' | undefined) ?? 'ltr';
  return (
    <div className="story-frame" data-auq-theme={theme} data-theme={theme} dir={dir}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withFrame],
  globalTypes: {
    theme: {
      description: 'Colour theme of the kit',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'fullscreen',
    // Visitors land on an interactive card; the demos follow, then theming, hooks and tools.
    options: {
      storySort: {
        order: [
          'Components',
          ['AskUserQuestion', 'AskUserQuestion/Orchestration'],
          'Demo',
          'Theming',
          'Hooks',
          'Tools',
        ],
      },
    },
    // 'error' makes axe violations fail the story tests run by addon-vitest (WCAG 2.2 AA).
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
  tags: ['autodocs'],
};
export default preview;
