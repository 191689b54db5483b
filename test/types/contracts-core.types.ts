/**
 * Core declares its types in plain TypeScript so its declarations need no zod; these
 * compile-time checks keep them interchangeable with the zod-inferred contract types.
 * `npm run typecheck` fails if either side drifts.
 */
import type * as contracts from '../../src/contracts';
import type * as core from '../../src/core';

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T): T => value;

export const typeAgreement = [
  agree<MutuallyAssignable<core.AskUserResponse, contracts.AskUserResponse>>(true),
  agree<MutuallyAssignable<core.ResponseContent, contracts.AskUserQuestionResponseContent>>(true),
  agree<MutuallyAssignable<core.DisplayPayload, contracts.DisplayPayload>>(true),
  agree<MutuallyAssignable<core.AnswerAnnotation, contracts.AskUserQuestionAnnotation>>(true),
  agree<MutuallyAssignable<core.IdKeyedAnswers, contracts.IdKeyedAnswer>>(true),
] as const;
