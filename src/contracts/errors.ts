import type * as z from 'zod';

/** One readable contract violation: where it is and what to do about it. */
export interface ContractIssue {
  /** Dotted path such as `questions.1.options.2.label`, or `input` for the root. */
  readonly path: string;
  /** What is wrong and how to fix it, without the path. */
  readonly message: string;
}

/** The result of a `safeParse…` function: never throws. */
export type ContractResult<T> =
  | { readonly success: true; readonly data: T }
  | {
      readonly success: false;
      /** All issues as `path: message` lines joined with `; `. */
      readonly error: string;
      readonly issues: readonly ContractIssue[];
    };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Renders a zod path as `questions.1.options.2.label` or `answers["Which DB?"]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'input';
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += out ? `.${segment}` : String(segment);
    else if (typeof segment === 'string' && IDENTIFIER.test(segment)) {
      out += out ? `.${segment}` : segment;
    } else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

const RENAMED_FIELDS: Readonly<Record<string, string>> = {
  markdown: 'rename it to "preview" (Claude Code up to 2.1.50 called the option preview "markdown")',
  multi_select: 'rename it to "multiSelect"',
  multiple: 'rename it to "multiSelect"',
  title: 'use "header" for the short chip label',
};

function unrecognizedKeyMessage(key: string): string {
  const hint = RENAMED_FIELDS[key];
  return `unknown field "${key}"; ${hint ?? 'remove it'}`;
}

/** Turns zod issues into readable {@link ContractIssue}s with fix-oriented messages. */
export function toContractIssues(issues: readonly z.core.$ZodIssue[]): ContractIssue[] {
  const out: ContractIssue[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ path: formatPath([...issue.path, key]), message: unrecognizedKeyMessage(key) });
      }
      continue;
    }
    if (issue.code === 'invalid_union') {
      // Report the branch that got furthest instead of "invalid input".
      const branches = issue.errors.map((branch) => toContractIssues(branch));
      const best = branches.reduce<ContractIssue[] | undefined>(
        (a, b) => (a === undefined || b.length < a.length ? b : a),
        undefined,
      );
      if (best && best.length > 0) {
        out.push(...best);
        continue;
      }
    }
    out.push({ path: formatPath(issue.path), message: issue.message });
  }
  return out;
}

export function joinIssues(issues: readonly ContractIssue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
}

/**
 * Runs `schema.safeParse` and converts failures to readable issues. Never throws, also not
 * for hostile values (getters that throw, cyclic objects).
 */
export function safeParseWith<S extends z.ZodType>(schema: S, value: unknown): ContractResult<z.output<S>> {
  let result: ReturnType<S['safeParse']>;
  try {
    result = schema.safeParse(value) as ReturnType<S['safeParse']>;
  } catch (thrown) {
    const issues = [
      {
        path: 'input',
        message: `could not be read (${thrown instanceof Error ? thrown.message : String(thrown)}); send plain JSON data`,
      },
    ];
    return { success: false, error: joinIssues(issues), issues };
  }
  if (result.success) return { success: true, data: result.data as z.output<S> };
  const issues = toContractIssues(result.error.issues);
  return { success: false, error: joinIssues(issues), issues };
}

/** Error thrown by the `parse…` functions; its message lists every issue with its path. */
export class ContractError extends Error {
  readonly issues: readonly ContractIssue[];
  constructor(what: string, issues: readonly ContractIssue[]) {
    super(`Invalid ${what}: ${joinIssues(issues)}`);
    this.name = 'ContractError';
    this.issues = issues;
  }
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = safeParseWith(schema, value);
  if (result.success) return result.data;
  throw new ContractError(what, result.issues);
}
