/**
 * Pure conversions between MCP elicitation requests/results and the kit's records and
 * responses. The types are structural copies of `@modelcontextprotocol/sdk`'s (checked by the
 * kit's type tests).
 */
import { readAccepted } from '../answers/read-answers.js';
import type { AskUserRecord, AskUserResponse } from '../types.js';
import { field, isDict, keysOf, listItems, stringField, total } from '../utils/read.js';
import { readResponse } from '../draft/read-response.js';
import { formAnswers, formContent } from './form-questions.js';
import { LINK_WORDS, isHttpsUrl, linkAction, linkQuestion } from './link.js';

/** A plain MCP form: each question is keyed by the property it answers. */
const propertyField = (key: string) => ({ id: key, property: key });

/** A form request's params (`ElicitRequestFormParams`). */
export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: {
    $schema?: string;
    type: 'object';
    properties: { [name: string]: { [key: string]: unknown } };
    required?: string[];
  };
}

/** A URL request's params (`ElicitRequestURLParams`). */
export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  /** Protocol 2025-11-25 (absent in 2026-07-28, where URL requests travel in `inputRequests`). */
  elicitationId?: string;
  url: string;
}

/** The params of an `elicitation/create` request: a form (`requestedSchema`) or a URL. */
export type ElicitationParams = ElicitRequestFormParams | ElicitRequestURLParams;

/** What the client answers (`ElicitResult`). */
export type ElicitResult = {
  action: 'accept' | 'decline' | 'cancel';
  content?: { [name: string]: string | number | boolean | string[] };
};

/** An `elicitation/create` request or its params → the params. */
export function paramsOf(value: unknown): ElicitationParams | undefined {
  const params = field(value, 'method') === 'elicitation/create' ? field(value, 'params') : value;
  if (!isDict(params)) return undefined;
  if (field(params, 'mode') === 'url' && typeof field(params, 'url') === 'string')
    return params as unknown as ElicitRequestURLParams;
  if (isDict(field(params, 'requestedSchema'))) return params as unknown as ElicitRequestFormParams;
  return undefined;
}

/**
 * The URL elicitations of a `-32042` error (`URLElicitationRequiredError`, protocol
 * 2025-11-25): the server needs the user to open these before it can answer the call. Each is
 * shown like any URL request; an empty list for any other value.
 */
export function urlElicitationsOf(error: unknown): ElicitRequestURLParams[] {
  const body = field(error, 'error') ?? error;
  if (field(body, 'code') !== -32042) return [];
  return listItems(field(field(body, 'data'), 'elicitations'), 20)
    .items.map(paramsOf)
    .filter((params): params is ElicitRequestURLParams => params?.mode === 'url');
}

/**
 * The `elicitationId` a `notifications/elicitation/complete` notification (2025-11-25) reports
 * as finished, so the host can mark that URL request done; `undefined` for anything else.
 */
export function completedElicitationId(notification: unknown): string | undefined {
  if (field(notification, 'method') !== 'notifications/elicitation/complete') return undefined;
  return stringField(field(notification, 'params'), 'elicitationId');
}

/** Whether the request asks the user to open a URL (never rendered as a form). */
export function isUrlElicitation(value: unknown): boolean {
  return paramsOf(value)?.mode === 'url';
}

/** What the request was answered with, when the host knows it. */
export interface ToRecordOptions {
  /** The `ElicitResult` the client sent (what `toRuntimeAnswer` wrote), for a finished request. */
  readonly response?: unknown;
}

/** The card's question id of a URL request's link. */
const LINK_ID = 'link';

/**
 * An elicitation request (and, once answered, its result) → the kit's record. Form fields are
 * keyed by property name, and MCP values are matched to option labels by the core reader; a URL
 * request is one question, Open the link (naming the host the browser will open) or Not now.
 * `undefined` for values that are not elicitation requests.
 */
export function toRecord(
  value: unknown,
  options: ToRecordOptions = {},
): (AskUserRecord & { mode: 'form' | 'url' }) | undefined {
  return total(
    () => elicitationRecord(value, options.response),
    () => undefined,
  );
}

function elicitationRecord(
  value: unknown,
  result: unknown,
): (AskUserRecord & { mode: 'form' | 'url' }) | undefined {
  const params = paramsOf(value);
  if (!params) return undefined;
  if (params.mode === 'url') {
    const input = { questions: [linkQuestion(LINK_ID, params.message, params.url)] };
    const action = field(result, 'action');
    if (!isDict(result)) return { mode: 'url', input, state: 'pending' };
    if (action === 'cancel' || (action === 'accept' && !isHttpsUrl(params.url)))
      return { mode: 'url', input, state: 'cancelled' };
    const answer = action === 'accept' ? LINK_WORDS.open : LINK_WORDS.notNow;
    return { mode: 'url', input, output: { answers: { [LINK_ID]: answer } }, state: 'answered' };
  }
  if (!isDict(result)) return { mode: 'form', input: params, state: 'pending' };
  const action = field(result, 'action');
  if (action === 'decline') return { mode: 'form', input: params, state: 'declined' };
  if (action !== 'accept') return { mode: 'form', input: params, state: 'cancelled' };
  const content = field(result, 'content');
  const answers: Record<string, string | string[]> = {};
  formAnswers(keysOf(content, 100).map(propertyField), content, answers);
  return { mode: 'form', input: params, output: { answers }, state: 'answered' };
}

/**
 * The kit's response → the `ElicitResult` the server expects: accept with `content` typed per
 * the requested schema (enum values rather than titles, arrays for multi-select, booleans,
 * numbers), skipped fields left out; decline and cancel as themselves. A URL request is
 * accepted (without content) only when the user chose to open its `https://` link, declined
 * with Not now, and cancelled otherwise. `undefined` for a value that is not an elicitation.
 */
export function toRuntimeAnswer(given: AskUserResponse, value: unknown): ElicitResult | undefined {
  return total(
    () => elicitResult(given, value),
    () => undefined,
  );
}

function elicitResult(given: AskUserResponse, value: unknown): ElicitResult | undefined {
  const params = paramsOf(value);
  if (!params) return undefined;
  const response = readResponse(given);
  if (response.action !== 'accept') return { action: response.action };
  if (params.mode === 'url') {
    const input = { questions: [linkQuestion(LINK_ID, params.message, params.url)] };
    const read = readAccepted(input, response.content).reading.questions[0];
    const action = linkAction(read?.state === 'answered' ? read.selected[0] : undefined);
    return { action: action === 'accept' && !isHttpsUrl(params.url) ? 'cancel' : action };
  }
  const { normalized, reading } = readAccepted(params, response.content);
  const fields = normalized.questions.map((question) => propertyField(question.key));
  return {
    action: 'accept',
    content: formContent(fields, field(params, 'requestedSchema'), normalized, reading),
  };
}
