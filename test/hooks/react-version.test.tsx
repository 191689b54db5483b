import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

describe('the React this project runs', () => {
  it('is the major version the project is for (18 in react18, 19 in unit)', () => {
    expect(version.split('.')[0]).toBe(process.env.EXPECTED_REACT_MAJOR);
    expect(domVersion).toBe(version);
  });
});
