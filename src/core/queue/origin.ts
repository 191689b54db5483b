import { field, isDict, isList, listItems, stringField, stringish } from '../utils/read.js';

/** An agent in an origin path. */
export interface AgentRef {
  readonly name: string;
  readonly id?: string;
}

/** Where a question comes from: the chain of agents (root first) and the context they gave. */
export interface QuestionOrigin {
  /** Root agent first, the agent that asked last. Empty for the root agent itself. */
  readonly path: readonly AgentRef[];
  /** The asking agent's one-line context ("Migrating the billing service"). */
  readonly context?: string;
}

function agentRef(value: unknown): AgentRef | undefined {
  if (typeof value === 'string') return value.trim() ? { name: value } : undefined;
  const name = stringField(value, 'name');
  if (!name || !name.trim()) return undefined;
  const id = stringish(field(value, 'id'));
  return id === undefined ? { name } : { name, id };
}

/** Reads an origin from any value (`{ path, context }`, or a bare list of agent names). */
export function readOrigin(value: unknown): QuestionOrigin | undefined {
  const source = isList(value) ? { path: value } : value;
  if (!isDict(source)) return undefined;
  const path = listItems(field(source, 'path'), 32)
    .items.map(agentRef)
    .filter((ref): ref is AgentRef => ref !== undefined);
  const context = stringField(source, 'context');
  if (path.length === 0 && !context) return undefined;
  return context ? { path, context: context.slice(0, 500) } : { path };
}

/**
 * Routes a subagent's request up one level: the request keeps an
 * origin it already has — set by the innermost agent — and only gains one when it has none.
 * Each parent prepends itself, so the path reads root first while the attribution stays
 * with the agent that really asked, however deep the nesting.
 *
 * @example
 * // in the child's broker:   forward(withOrigin(request, child, 'Auditing dependencies'))
 * // in the parent's broker:  forward(withOrigin(request, parent))
 */
export function withOrigin<T extends object>(
  request: T,
  agent: AgentRef | string,
  context?: string,
): T & { readonly origin: QuestionOrigin } {
  const ref = agentRef(agent);
  const existing = readOrigin(field(request, 'origin'));
  if (existing) {
    const path = ref ? [ref, ...existing.path] : [...existing.path];
    return { ...request, origin: existing.context ? { path, context: existing.context } : { path } };
  }
  const path = ref ? [ref] : [];
  return { ...request, origin: context ? { path, context } : { path } };
}
