import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser, an effect on the server (where layout effects warn and never
 * run): for refreshing what event handlers read right after each commit.
 */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
