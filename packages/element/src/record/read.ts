// Where a board's record comes from, and reading it. The reader is lenient: real files are often
// a little damaged, and a reader would rather see the game than an error. A file that holds no
// game at all, or a board the rules cannot hold, is an error, with a reason a person can act on.
import { Game, gameInformation, parseSgf, parseSgfBytes, type KoRule, type SgfNode } from '@go-board/rules';
import type { RecordOrigin } from '../events/go-error.js';
import { loadDiagramReader } from './diagram-reader.js';
import { enBoard } from '../words/en-board.js';
import type { BoardPhrase } from '../words/words.js';

const OPEN_PAREN = 40;
const SEMICOLON = 59;

/** The type of a `<script>` child that holds a record. */
export const SGF_SCRIPT_TYPE = 'application/x-go-sgf';
/** The type of a `<script>` child that holds a diagram in Sensei's Library's `$$` format. */
export const DIAGRAM_SCRIPT_TYPE = 'text/x-go-diagram';

/** A failure to load or read a record: `reason` is shown on the board, in the board's language;
 * `message` says it in English. */
export class RecordError extends Error {
  override name = 'RecordError';
  readonly reason: BoardPhrase;
  readonly origin: RecordOrigin;
  override readonly cause: unknown;

  constructor(reason: BoardPhrase, origin: RecordOrigin, cause?: unknown) {
    super(reason(enBoard));
    this.reason = reason;
    this.origin = origin;
    this.cause = cause;
  }
}

/** What a game of a collection is called in its list: its name, else its players, else nothing. */
export type GameTitle = { name: string } | { black: string; white: string } | null;

/** A game read from a record, the damage the reader recovered from, (for a collection of several
 * game trees) what each game of the record is called, in order, and how to read the game again
 * (none for the board's own game), which a board resting its game does (kept-game.ts). */
export type ReadRecord = {
  game: Game;
  warnings: string[];
  games: GameTitle[];
  diagram?: DiagramDisplay;
  reread?: () => Game;
};

/** How a diagram asks to be shown, beyond its record: with coordinates when `$$c` says so. */
export type DiagramDisplay = { coordinates: boolean };

/** The text of a record in a child script, and whether it is a diagram rather than SGF. */
export type ScriptRecord = { text: string; diagram: boolean };

function titleOf(root: SgfNode): GameTitle {
  const { name, black, white } = gameInformation(root);
  if (name) return { name };
  return black || white ? { black: black || '?', white: white || '?' } : null;
}

/** The games of a record with several game trees, by title; a single game needs no list. */
function gamesOf(data: string | Uint8Array): GameTitle[] {
  // Reading the trees again is cheap (the reader does tens of megabytes a second), and only a
  // record that may hold two trees is read twice.
  const opening =
    typeof data === 'string'
      ? data.indexOf('(', data.indexOf('(') + 1)
      : data.indexOf(OPEN_PAREN, data.indexOf(OPEN_PAREN) + 1);
  if (opening < 0) return [null];
  const roots = typeof data === 'string' ? parseSgf(data) : parseSgfBytes(data);
  return roots.length > 1 ? roots.map(titleOf) : [null];
}

/** Whether the data has '(' then ';' (blanks between): without one, no game tree can start. */
function hasGameTree(data: string | Uint8Array): boolean {
  if (typeof data === 'string') return /\(\s*;/.test(data);
  for (let k = 0; k < data.length; k++) {
    if (data[k] !== OPEN_PAREN) continue;
    let next = k + 1;
    while (next < data.length && data[next]! <= 32) next++;
    if (data[next] === SEMICOLON) return true;
  }
  return false;
}

/** Reads game `index` (0, the first, by default) of an SGF record (text, or bytes whose CA charset
 * is honoured), its moves judged by the `ko` rule (SGF does not record one). `where` names the
 * record's source. An index past the record's last game reads the first one (the caller says so). */
export function readRecord(
  data: string | Uint8Array,
  origin: RecordOrigin,
  where: BoardPhrase,
  ko: KoRule = 'simple',
  index = 0,
): ReadRecord {
  if (!hasGameTree(data)) {
    throw new RecordError((words) => words.noSgfGame(where(words)), origin);
  }
  const warnings: string[] = [];
  try {
    const games = gamesOf(data);
    const chosen = index < games.length ? index : 0;
    const game = Game.fromSgf(data, {
      ko,
      game: chosen,
      onWarning: (warning) =>
        warnings.push(
          warning.line > 0 ? `${warning.message} (line ${warning.line}, column ${warning.column})` : warning.message,
        ),
    });
    return { game, warnings, games, reread: () => Game.fromSgf(data, { ko, game: chosen }) };
  } catch (error) {
    // The reader's own message is technical, and in English: it names the line and column.
    throw new RecordError((words) => words.couldNotRead(where(words), (error as Error).message), origin, error);
  }
}

/** Fetches the record at `url` as bytes, so that its CA charset can be honoured. */
export async function fetchRecord(url: string, signal: AbortSignal): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(new URL(url, document.baseURI), { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new RecordError((words) => words.requestFailed(url, (error as Error).message), 'src', error);
  }
  if (!response.ok) {
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new RecordError((words) => words.serverAnswered(url, status), 'src');
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The first `<script type="application/x-go-sgf">` or `<script type="text/x-go-diagram">`
 * child of `host`, or null. */
export function scriptRecord(host: Element): ScriptRecord | null {
  for (const child of host.children) {
    if (!(child instanceof HTMLScriptElement)) continue;
    const type = child.type.trim().toLowerCase();
    if (type === SGF_SCRIPT_TYPE || type === DIAGRAM_SCRIPT_TYPE)
      return { text: child.text, diagram: type === DIAGRAM_SCRIPT_TYPE };
  }
  return null;
}

/** Reads a diagram in Sensei's Library's format (see `parseDiagram` in the rules), loading the
 * reader the first time. */
export async function readDiagramRecord(text: string, ko: KoRule = 'simple'): Promise<ReadRecord> {
  const { readDiagram } = await loadDiagramReader();
  try {
    const diagram = readDiagram(text);
    const reread = (): Game => Game.fromSgf(diagram.sgf, { ko });
    return { game: reread(), warnings: [], games: [null], diagram: { coordinates: diagram.coordinates }, reread };
  } catch (error) {
    throw new RecordError(
      (words) => words.couldNotRead(words.diagramScript, (error as Error).message),
      'script',
      error,
    );
  }
}
