import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AskUserResponse } from '../../src/core';
import { useRespondOnce } from '../../src/hooks';

const DECLINE: AskUserResponse = { action: 'decline' };

describe('useRespondOnce', () => {
  it('tells onFailed why the host refused, then lets the response be sent again', async () => {
    const refusal = new Error('offline');
    const onFailed = vi.fn();
    const handler = vi
      .fn<(response: AskUserResponse) => unknown>()
      .mockReturnValueOnce(Promise.reject(refusal));
    const { result } = renderHook(() => useRespondOnce());
    await act(async () => {
      result.current.respond(DECLINE, handler, 'onDecline', onFailed);
    });
    expect(onFailed).toHaveBeenCalledWith(refusal);
    expect(result.current.delivery).toEqual({ state: 'failed', response: DECLINE, error: refusal });
    act(() => {
      result.current.respond(DECLINE, handler, 'onDecline');
    });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(result.current.delivery).toEqual({ state: 'sent', response: DECLINE });
  });
});
