// Browser-mode tests render composed stories; they need the Storybook preview's decorators
// and parameters (this is not the storybook project, whose setup file must stay silent).
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import { cleanup } from 'vitest-browser-react';
import * as preview from '../../.storybook/preview';

setProjectAnnotations([preview]);
afterEach(() => cleanup());
