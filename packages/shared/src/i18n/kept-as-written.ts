// Messages the Bangla catalogue keeps as the English writes them: names (the brand, people, the
// language switch's own name) and fixed codes. The catalogue test lets these, and only these, stay
// without Bangla letters.
export const KEPT_AS_WRITTEN: ReadonlySet<string> = new Set(['common.SPEC_TEXT.brand']);
