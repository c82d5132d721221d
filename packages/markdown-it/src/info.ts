/** The attributes a fence's info string may set on the board: every attribute of `<go-board>`
 * but `sgf` and `src` (the fence holds the record). Anything else is ignored, so a Markdown author
 * cannot add event handlers or other attributes to the page. The Hugo, Jekyll and WordPress
 * integrations pass the same list (a test in examples/site holds them all to the element's
 * custom-elements.json). */
export const BOARD_ATTRIBUTES = [
  'lang',
  'game',
  'size',
  'move',
  'coordinates',
  'move-numbers',
  'view',
  'theme',
  'stones',
  'last-move',
  'rotate',
  'flip',
  'swap-colors',
  'random-orientation',
  'sound',
  'sound-volume',
  'controls',
  'label',
  'autoplay',
  'autoplay-delay',
  'mode',
  'komi',
  'handicap',
  'rules',
  'ko',
  'player',
  'allow-undo',
  'confirm-moves',
  'reply-delay',
  'opponent',
  'bot-level',
  'bot-time',
  'bot-color',
  'show-ownership',
  'tree',
  'analysis-src',
  'analysis-perspective',
  'allow-analysis',
  'tool',
  'tools',
  'online',
] as const;
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
