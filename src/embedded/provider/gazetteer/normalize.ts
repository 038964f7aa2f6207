/** Text folding shared by the gazetteer index, the queries and the slugs. */

/** Letters that Unicode decomposition does not reduce to ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŋ: 'n',
  Ŋ: 'n',
  ſ: 's',
  ə: 'e',
  Ə: 'e',
  ŀ: 'l',
  Ŀ: 'l',
};
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
/** Apostrophes vanish (O'Fallon → ofallon) so "o'fallon", "o’fallon" and "ofallon" agree. */
const APOSTROPHES_RE = /['’‘ʻʼ`´]/g;
const MARKS_RE = /\p{M}+/gu;
const ASCII_RE = /^[\x00-\x7f]*$/;

/** Lowercase, accent-free form of a text (ß → ss, æ → ae, ...); non-Latin scripts pass through. */
export function foldText(text: string): string {
  // Most names are ASCII already: skip decomposition for them (the index folds ~800,000 names).
  if (ASCII_RE.test(text)) return text.replace(APOSTROPHES_RE, '').toLowerCase();
  return text
    .replace(SPECIAL_RE, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .normalize('NFD')
    .replace(MARKS_RE, '')
    .replace(APOSTROPHES_RE, '')
    .toLowerCase();
}

/** Search key of a text: folded, every run of other characters a single space, trimmed. */
export function normalizeKey(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Search key of a text that is written in Latin script, else null (the text is skipped). */
export function latinKey(text: string): string | null {
  const folded = foldText(text);
  if (!/^[\x20-\x7e]+$/.test(folded)) return null;
  const key = folded.replace(/[^a-z0-9]+/g, ' ').trim();
  return key || null;
}

/** Kebab-case ASCII slug part of a text ('' when nothing ASCII is left). */
export function slugPart(text: string): string {
  return normalizeKey(text).replace(/ /g, '-');
}

/** Abbreviations a place name may use for a word, and the word: 'St. Louis' is 'Saint Louis'. */
const ABBREVIATED_WORDS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
  pt: 'point',
};
const ABBREVIATION_RE = /(?<=^| )(?:st|ste|ft|mt|pt)(?= |$)/g;

/**
 * A search key with its abbreviated words written out ('st louis' → 'saint louis', 'mt vernon' →
 * 'mount vernon'), so that the index and a query written either way agree. With
 * `lastWordComplete` false the last word stays as it is: a query's last word may be unfinished
 * ('st' on the way to 'stockholm').
 */
export function expandAbbreviations(key: string, lastWordComplete = true): string {
  if (lastWordComplete)
    return key.replace(ABBREVIATION_RE, (word) => ABBREVIATED_WORDS[word] ?? word);
  const at = key.lastIndexOf(' ');
  if (at < 0) return key;
  return `${expandAbbreviations(key.slice(0, at))}${key.slice(at)}`;
}
