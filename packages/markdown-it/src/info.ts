/** The attributes a fence's info string may set on the board; anything else is ignored, so a
 * Markdown author cannot add event handlers or other attributes to the page. */
export const BOARD_ATTRIBUTES = ['move', 'coordinates', 'move-numbers', 'view', 'theme', 'controls', 'label', 'size', 'autoplay', 'autoplay-delay'] as const;
export type BoardAttribute = (typeof BOARD_ATTRIBUTES)[number];

/** Attribute values as they are written: text, or true for a bare name such as `coordinates`. */
export type BoardAttributes = Partial<Record<BoardAttribute, string | true>>;

const ALLOWED = new Set<string>(BOARD_ATTRIBUTES);

/**
 * The language and board attributes of a fence's info string:
 * ```sgf move=12 coordinates theme=book label="Diagram 1"
 * Values may be quoted with " or '. Unknown names are dropped.
 */
export function parseInfo(info: string): { language: string; attributes: BoardAttributes } {
  const trimmed = info.trim();
  const language = /^\S*/.exec(trimmed)![0];
  const attributes: BoardAttributes = {};
  const pattern = /([a-z][a-z-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/gi;
  const rest = trimmed.slice(language.length);
  for (const match of rest.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    const value = match[2] ?? match[3] ?? match[4];
    attributes[name as BoardAttribute] = value === undefined ? true : value;
  }
  return { language, attributes };
}
