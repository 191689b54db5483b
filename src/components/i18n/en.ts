import { EN_CARD } from './en-card.js';
import { EN_VIEWS } from './en-views.js';
import type { Messages } from './messages.js';

/**
 * The English catalogue. A card loads it in two parts — its own parts' strings up front, the
 * views' with the views — so this whole object is for hosts (`messages={{ ...en, … }}`) and for
 * what renders outside a card.
 */
export const en: Messages = /* @__PURE__ */ Object.assign({}, EN_CARD, EN_VIEWS);
