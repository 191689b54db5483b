/**
 * Recognises an option label that is really the client's free-text choice ("Other",
 * "其他（请填写）", "Type your own answer"…). The contract rejects such options because
 * every client offers free text itself; core strips one in the last position and turns it
 * into the custom input.
 *
 * Matching is on the whole label, never on a word inside it: "Other databases" and
 * "Custom build pipeline" are real options. Case, Unicode width (full-width letters and
 * brackets), surrounding punctuation and a trailing qualifier such as "(please specify)",
 * "：请填写" or " - type below" are ignored.
 */

/** The phrases, folded (lower case, single spaces). @internal */
export const FREE_TEXT_PHRASES: ReadonlySet<string> = new Set([
  // English
  'other',
  'others',
  'other option',
  'other answer',
  'other response',
  'other reason',
  'something else',
  'anything else',
  'custom',
  'custom answer',
  'custom input',
  'custom response',
  'custom option',
  'custom value',
  'free text',
  'free-text',
  'freetext',
  'free form',
  'free-form',
  'freeform',
  'free input',
  'free response',
  'specify',
  'please specify',
  'specify below',
  'other please specify',
  'type your own',
  'type your own answer',
  'type my own',
  'type my own answer',
  'type an answer',
  'type something',
  'write your own',
  'write your own answer',
  'write in',
  'write-in',
  'enter your own',
  'enter your own answer',
  'enter a custom answer',
  'your own answer',
  'own answer',
  'let me type',
  // Chinese (simplified and traditional)
  '其他',
  '其它',
  '其他选项',
  '其它选项',
  '其他答案',
  '其他回答',
  '其他情况',
  '其他请说明',
  '其他请填写',
  '其他请注明',
  '自定义',
  '自定義',
  '自定义输入',
  '自定义答案',
  '自定义选项',
  '填写',
  '請填寫',
  '请填写',
  '自行填写',
  '自己填写',
  '手动填写',
  '手动输入',
  '自由输入',
  '自由填写',
  '请说明',
  '请注明',
  '输入其他',
]);

let phrasePattern: RegExp | undefined;
function containsPhrase(folded: string): boolean {
  phrasePattern ??= new RegExp(
    [...FREE_TEXT_PHRASES].map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  );
  return phrasePattern.test(folded);
}

/** Labels longer than this are sentences, not a bare free-text choice. */
const MAX_FREE_TEXT_LABEL_LENGTH = 60;

function isTrimmable(char: string): boolean {
  // Whitespace, punctuation and symbols that decorate a label: "Other…", "- Other -", "【其他】".
  return /[\s\p{P}\p{S}]/u.test(char);
}

function trimDecoration(text: string): string {
  const chars = Array.from(text);
  let start = 0;
  let end = chars.length;
  while (start < end && isTrimmable(chars[start] ?? '')) start += 1;
  while (end > start && isTrimmable(chars[end - 1] ?? '')) end -= 1;
  return chars.slice(start, end).join('');
}

function stripTrailingParentheticals(text: string): string {
  let current = text.trimEnd();
  // NFKC has already folded full-width brackets to ASCII ones.
  for (let guard = 0; guard < 4 && current.endsWith(')'); guard += 1) {
    const open = current.lastIndexOf('(');
    if (open <= 0) break;
    current = current.slice(0, open).trimEnd();
  }
  return current;
}

const QUALIFIER_SEPARATORS = [':', ' - ', ' – ', ' — ', '—', '/', ',', '、', ';'];

function headBeforeQualifier(text: string): string {
  let cut = text.length;
  for (const separator of QUALIFIER_SEPARATORS) {
    const at = text.indexOf(separator);
    if (at > 0 && at < cut) cut = at;
  }
  return text.slice(0, cut);
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** The comparable form of a label: width- and case-folded, whitespace collapsed. */
function fold(label: string): string {
  // NFKC changes nothing in ASCII: skip it for the labels almost every call has.
  const folded = isAscii(label) ? label : label.normalize('NFKC');
  return folded.toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Whether `label` is (only) the free-text choice, in English or Chinese.
 *
 * @example
 * isFreeTextChoiceLabel('Other (please specify)') // true
 * isFreeTextChoiceLabel('其他（请填写）')          // true
 * isFreeTextChoiceLabel('Other databases')         // false
 */
export function isFreeTextChoiceLabel(label: unknown): boolean {
  if (typeof label !== 'string') return false;
  if (label.length === 0 || label.length > MAX_FREE_TEXT_LABEL_LENGTH * 2) return false;
  const folded = fold(label);
  if (folded.length > MAX_FREE_TEXT_LABEL_LENGTH) return false;
  // Every candidate below is a piece of the folded label, so a label containing no phrase at
  // all (almost every option) is settled by one scan.
  if (!containsPhrase(folded)) return false;
  const candidates = new Set<string>();
  const whole = trimDecoration(folded);
  candidates.add(whole);
  const withoutParenthetical = trimDecoration(stripTrailingParentheticals(folded));
  candidates.add(withoutParenthetical);
  candidates.add(trimDecoration(headBeforeQualifier(withoutParenthetical)));
  for (const candidate of candidates) {
    if (candidate.length > 0 && FREE_TEXT_PHRASES.has(candidate)) return true;
  }
  return false;
}
