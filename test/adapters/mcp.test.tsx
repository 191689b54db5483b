import type {
  ElicitRequest,
  ElicitRequestFormParams,
  ElicitRequestURLParams,
  ElicitResult,
} from '@modelcontextprotocol/sdk/types.js';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { McpElicitation, isUrlElicitation, toRecord, toRuntimeAnswer } from '../../src/adapters/mcp';
import { AskUserQuestion } from '../../src';
import { normalizeQuestions, readAnswers } from '../../src/core';
import { mcpElicitParams } from '../fixtures/inputs';

const params = mcpElicitParams as unknown as ElicitRequestFormParams;
const request = { jsonrpc: '2.0', id: 4, method: 'elicitation/create', params } as unknown as ElicitRequest;
const urlParams: ElicitRequestURLParams = {
  mode: 'url',
  message: 'Sign in to the issue tracker',
  elicitationId: 'el_1',
  url: 'https://tracker.example/oauth/start',
};

describe('mcp: requests → records', () => {
  it('reads a form request, a URL request, and ignores other values', () => {
    expect(toRecord(request)).toMatchObject({ mode: 'form', state: 'pending' });
    expect(toRecord(params)).toMatchObject({ mode: 'form', state: 'pending' });
    expect(toRecord(urlParams)).toMatchObject({ mode: 'url', state: 'pending' });
    expect(isUrlElicitation(urlParams)).toBe(true);
    expect(toRecord({ method: 'sampling/createMessage', params: {} })).toBeUndefined();
  });

  it('reads a result: typed MCP values become the options they name', () => {
    const result: ElicitResult = {
      action: 'accept',
      content: {
        name: 'orbit',
        license: 'apache-2.0',
        framework: 'vue',
        targets: ['web', 'ios'],
        regions: ['eu'],
        private: false,
        port: 8080,
      },
    };
    const reading = readAnswers(toRecord(request, { response: result }));
    const byKey = Object.fromEntries(
      reading.questions.map((q) => [q.key, q.selected.length ? q.selected : q.custom]),
    );
    expect(byKey).toEqual({
      name: 'orbit',
      license: ['Apache 2.0'],
      framework: ['Vue'],
      targets: ['web', 'ios'],
      regions: ['Europe'],
      private: ['No'],
      port: '8080',
    });
    expect(toRecord(request, { response: { action: 'decline' } })?.state).toBe('declined');
    expect(toRecord(request, { response: { action: 'cancel' } })?.state).toBe('cancelled');
  });
});

describe('mcp: response → ElicitResult', () => {
  it('types content per the requested schema and leaves skipped fields out', () => {
    const result: ElicitResult | undefined = toRuntimeAnswer(
      {
        action: 'accept',
        content: {
          answers: {
            'Project name': 'orbit',
            License: 'Apache 2.0',
            Targets: 'web, android',
            'Private repository?': 'No',
            Port: '8080',
          },
        },
      },
      request,
    );
    expect(result).toEqual({
      action: 'accept',
      content: {
        name: 'orbit',
        license: 'apache-2.0',
        targets: ['web', 'android'],
        private: false,
        port: 8080,
      },
    });
  });

  it('answers decline and cancel as themselves, and URL mode without content', () => {
    expect(toRuntimeAnswer({ action: 'decline' }, request)).toEqual({ action: 'decline' });
    expect(toRuntimeAnswer({ action: 'cancel' }, request)).toEqual({ action: 'cancel' });
    const link = toRecord(urlParams)!;
    const [question] = normalizeQuestions(link.input).questions;
    expect(question?.description).toBe('Opens tracker.example');
    const chose = (label: string) => ({ action: 'accept' as const, content: { answers: { link: label } } });
    expect(toRuntimeAnswer(chose('Open the link'), urlParams)).toEqual({ action: 'accept' });
    expect(toRuntimeAnswer(chose('Not now'), urlParams)).toEqual({ action: 'decline' });
    // An accept that chose nothing is no agreement to open the link.
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, urlParams)).toEqual({
      action: 'cancel',
    });
  });

  it('answers nothing for a value it does not read, not even an empty accept', () => {
    expect(toRuntimeAnswer({ action: 'accept', content: { answers: {} } }, { params: {} })).toBeUndefined();
    expect(toRuntimeAnswer({ action: 'decline' }, { method: 'sampling/createMessage' })).toBeUndefined();
  });
});

describe('mcp: the elicitation component', () => {
  it('renders a form request as the card and sends the ElicitResult', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<McpElicitation request={request} onResult={onResult} />);
    await user.click(screen.getByRole('radio', { name: 'Vue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: {
        name: 'my-app',
        license: 'mit',
        framework: 'vue',
        targets: ['web'],
        private: true,
        port: 3000,
      },
    });
  });

  it('renders a URL request as a link-out card, never a form, and opens only on accept', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const openUrl = vi.fn();
    const { container } = render(
      <McpElicitation request={urlParams} onResult={onResult} openUrl={openUrl} />,
    );
    expect(container.querySelector('input, textarea, [role="radio"], [role="checkbox"]')).toBeNull();
    expect(screen.getByText('Opens tracker.example in a new tab.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(openUrl).toHaveBeenCalledWith('https://tracker.example/oauth/start');
    expect(onResult).toHaveBeenCalledWith({ action: 'accept' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('refuses to open a URL that is not https, and says why', async () => {
    const onResult = vi.fn();
    const openUrl = vi.fn();
    render(
      <McpElicitation
        request={{ ...urlParams, url: 'javascript:alert(1)' }}
        onResult={onResult}
        openUrl={openUrl}
      />,
    );
    const open = screen.getByRole('button', { name: 'Open link' });
    expect(open).toBeDisabled();
    expect(
      screen.getByText('This link is not a secure https link, so it cannot be opened from here.'),
    ).toBeInTheDocument();
    fireEvent.click(open);
    expect(openUrl).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('names the host the browser will really open, not one the URL only appears to name', () => {
    const { rerender } = render(
      <McpElicitation
        request={{ ...urlParams, url: 'https://evil.example\\@tracker.example/x' }}
        onResult={vi.fn()}
      />,
    );
    expect(screen.getByText('Opens evil.example in a new tab.')).toBeInTheDocument();
    rerender(
      <McpElicitation
        request={{ ...urlParams, url: 'https://user:pw@tracker.example:8443/x' }}
        onResult={vi.fn()}
      />,
    );
    expect(screen.getByText('Opens tracker.example:8443 in a new tab.')).toBeInTheDocument();
  });

  it('a URL request honours the card props that apply to it: actions, disabled, id, theme', () => {
    const { container, rerender } = render(
      <McpElicitation
        request={urlParams}
        onResult={vi.fn()}
        actions={{ decline: false }}
        id="oauth-card"
        theme="dark"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeEnabled();
    const card = container.querySelector('[data-slot="card"]');
    expect(card).toHaveAttribute('id', 'oauth-card');
    expect(card).toHaveAttribute('data-auq-theme', 'dark');
    rerender(<McpElicitation request={urlParams} onResult={vi.fn()} disabled />);
    for (const name of ['Open link', 'Decline', 'Dismiss'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('restores an answered elicitation as the same summary', () => {
    const result: ElicitResult = { action: 'accept', content: { name: 'orbit', license: 'mit' } };
    render(<AskUserQuestion record={toRecord(request, { response: result })} />);
    expect(screen.getByText('MIT')).toBeInTheDocument();
    expect(screen.getByText('orbit')).toBeInTheDocument();
  });
});
