// The card hook lives in hooks/card/, split by concept (types, ids, keyboard, prop getters).
export { useAskUserQuestion } from './card/use-ask-user-question.js';
export type {
  AskUserQuestionActions,
  AskUserQuestionIds,
  CardPhase,
  CardStatus,
  DraftChangeDetails,
  DraftStateReducer,
  UseAskUserQuestionOptions,
  UseAskUserQuestionReturn,
} from './card/types.js';
