import { afterEach, describe, expect, it } from 'vitest';
import { isDevelopment } from '../../src/hooks/development';

const original = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = original;
});

describe('host-mistake messages are for development builds only', () => {
  it('are on unless the bundle says production', () => {
    process.env.NODE_ENV = 'development';
    expect(isDevelopment()).toBe(true);
    process.env.NODE_ENV = 'test';
    expect(isDevelopment()).toBe(true);
  });

  it('are off in a production bundle, where the bundler replaced NODE_ENV', () => {
    process.env.NODE_ENV = 'production';
    expect(isDevelopment()).toBe(false);
  });
});
