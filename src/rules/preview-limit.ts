// On its own, so what caps previews (core's limits) does not load the HTML scanner with it.

/** Previews above this many UTF-16 code units are refused by the contract and capped by core. */
export const PREVIEW_MAX_LENGTH = 100_000;
