// How a card shows the characters that would act unseen, loaded the first time a text may hold
// one (`mayHideCharacters`): most questions have none.
export { toVisibleText } from '../../core/text/reveal-invisible.js';
export { ModelText } from './model-text.js';
