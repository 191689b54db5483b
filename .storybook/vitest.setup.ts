// Setup for the "storybook" Vitest project. addon-vitest applies the preview annotations by
// itself; it searches this file for the name of the function that would do it by hand and
// turns its own provisioning off if it finds it, so that name must not appear here.
import { beforeEach } from 'vitest';

beforeEach(() => {
  document.documentElement.lang = 'en';
});
