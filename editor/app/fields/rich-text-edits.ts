/** A rich text after a formatting button: its new value and the part of it to select. */
export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

export type Marker = "**" | "*";

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}_'’-]/u.test(character);

/**
 * The selection without spaces at its ends: a double-clicked word often brings its space along, and a
 * closing star after a space would close nothing.
 */
function trimmed(value: string, start: number, end: number): [number, number] {
  while (start < end && /\s/u.test(value[start])) start++;
  while (end > start && /\s/u.test(value[end - 1])) end--;
  return [start, end];
}

/** What the buttons act on: the selection, or with none the word the cursor is in. */
export function selectedWords(value: string, start: number, end: number): [number, number] {
  const [from, to] = trimmed(value, start, end);
  if (from !== to) return [from, to];
  let wordStart = from;
  let wordEnd = from;
  while (isWordCharacter(value[wordStart - 1])) wordStart--;
  while (isWordCharacter(value[wordEnd])) wordEnd++;
  return [wordStart, wordEnd];
}

const starsBefore = (value: string, at: number) => {
  let count = 0;
  while (value[at - 1 - count] === "*") count++;
  return count;
};

const starsAfter = (value: string, at: number) => {
  let count = 0;
  while (value[at + count] === "*") count++;
  return count;
};

/** Whether `count` stars on each side hold this marker: bold needs two, italic an odd number (* or ***). */
const holds = (marker: Marker, before: number, after: number) =>
  marker === "**" ? before >= 2 && after >= 2 : before % 2 === 1 && after % 2 === 1;

/**
 * B or I: wraps the selected words in the marker, or takes it away when they are already wrapped in it
 * (the markers just outside the selection, or its own first and last characters). With nothing selected
 * and no word at the cursor, it writes the marker around `placeholder` and selects that.
 */
export function toggleMarker(value: string, start: number, end: number, marker: Marker, placeholder: string): TextEdit {
  const [from, to] = selectedWords(value, start, end);
  const size = marker.length;
  if (from !== to && holds(marker, starsBefore(value, from), starsAfter(value, to)))
    return {
      value: value.slice(0, from - size) + value.slice(from, to) + value.slice(to + size),
      start: from - size,
      end: to - size,
    };
  const words = value.slice(from, to);
  const inner = words.replace(/^\*+/u, "").replace(/\*+$/u, "");
  const edge = (words.length - inner.length) / 2;
  if (inner && edge === words.length - inner.length - edge && holds(marker, edge, edge))
    return {
      value: value.slice(0, from) + words.slice(size, -size) + value.slice(to),
      start: from,
      end: to - 2 * size,
    };
  const wrapped = words || placeholder;
  return {
    value: value.slice(0, from) + marker + wrapped + marker + value.slice(to),
    start: from + size,
    end: from + size + wrapped.length,
  };
}

/** Link: the selected words (or the word at the cursor, or `words`) as [words](address), the cursor after it. */
export function insertLink(value: string, start: number, end: number, href: string, words: string): TextEdit {
  const [from, to] = selectedWords(value, start, end);
  const link = `[${value.slice(from, to) || words}](${href})`;
  const after = from + link.length;
  return { value: value.slice(0, from) + link + value.slice(to), start: after, end: after };
}
