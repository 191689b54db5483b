/**
 * Core declares its types in plain TypeScript so its declarations need no zod; these
 * compile-time checks keep them interchangeable with the zod-inferred contract types.
 * `npm run typecheck` fails if either side drifts.
 */
import type * as contracts from '../../src/contracts';
import type * as core from '../../src/core';
import type * as coreTypes from '../../src/core/types';

import type { askUserResponseSchema, displayPayloadSchema } from '../../src/contracts';
import type * as z from 'zod';

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T): T => value;

export const typeAgreement = [
  agree<MutuallyAssignable<core.AskUserResponse, z.output<typeof askUserResponseSchema>>>(true),
  agree<MutuallyAssignable<core.ResponseContent, contracts.AskUserQuestionResponseContent>>(true),
  agree<MutuallyAssignable<core.DisplayPayload, z.output<typeof displayPayloadSchema>>>(true),
  agree<MutuallyAssignable<coreTypes.AnswerAnnotation, contracts.AskUserQuestionAnnotation>>(true),
  agree<MutuallyAssignable<core.IdKeyedAnswers, contracts.IdKeyedAnswer>>(true),
] as const;
