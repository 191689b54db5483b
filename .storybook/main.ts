import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// Storybook loads ../vite.config.ts. Drop the declaration plugin, which only makes sense for
// the library build (it would write .d.ts files into storybook-static).
const isDtsPlugin = (plugin: unknown) =>
  !!plugin &&
  typeof plugin === 'object' &&
  'name' in plugin &&
  String((plugin as { name: unknown }).name).includes('dts');

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The parts' pages list each part's own props from its TypeScript types; the DOM props every
  // part also takes (from @types/react) are left out.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
  async viteFinal(viteConfig) {
    const plugins = (await Promise.all((viteConfig.plugins ?? []).flat(Infinity as 1))).flat(Infinity as 1);
    viteConfig.plugins = plugins.filter((plugin) => !isDtsPlugin(plugin)) as PluginOption[];
    return viteConfig;
  },
};
export default config;
