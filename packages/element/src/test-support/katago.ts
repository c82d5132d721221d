// The real KataGo analyses of test-fixtures/katago (see its README), as the tests use them.

const fixture = async (path: string): Promise<string> => {
  const response = await fetch(new URL(`../../test-fixtures/katago/${path}`, import.meta.url));
  if (!response.ok) throw new Error(`Expected the fixture ${path}, the server answered ${response.status}.`);
  return response.text();
};

/** A KataGo analysis response, as far as the tests read it. */
export interface Response {
  turnNumber: number;
  moveInfos: { move: string; order: number; visits: number; winrate: number; scoreLead: number; pv: string[] }[];
  rootInfo: { winrate: number; scoreLead: number; visits: number };
  ownership?: number[];
  sgfFile?: string;
}

const lines = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

/**
 * analyze-sgf asked KataGo with rows counted from the top (its `iaToJ1` turns SGF 'aa' into A1),
 * so its analysis is of the game mirrored top to bottom, and reads back right in its own SGF.
 * The record mirrored the same way is the position KataGo analysed.
 */
export function mirrorRows(sgf: string, size = 19): string {
  return sgf.replace(
    /([BW])\[([a-s])([a-s])\]/g,
    (_, color: string, x: string, y: string) =>
      `${color}[${x}${String.fromCharCode(96 + size - (y.charCodeAt(0) - 97))}]`,
  );
}

/** The responses by turn: the engine writes each when it is done, not in the order of the turns. */
const byTurn = (responses: Response[]): Response[] => [...responses].sort((a, b) => a.turnNumber - b.turnNumber);

/** Shin Jinseo - Lian Xiao (13th Chunlan Cup, 2021): the record as published, the record KataGo
 * analysed (mirrored), KataGo's 208 responses one a line as the engine wrote them, and the same by
 * turn (`responses[n]` is turn n's). */
export async function proGame(): Promise<{ record: string; analysed: string; text: string; responses: Response[] }> {
  const [record, ...responses] = lines(await fixture('analyze-sgf/t-lian-vs-shin.json'));
  return {
    record: record!,
    analysed: mirrorRows(record!),
    text: responses.join('\n'),
    responses: byTurn(responses.map((line) => JSON.parse(line))),
  };
}

/** A 9x9 amateur game analysed with ownership (katawrap's first sample): its record and responses (by turn). */
export async function ownershipGame(): Promise<{ sgf: string; text: string; responses: Response[] }> {
  const mine = lines(await fixture('katawrap/sample_result.jsonl')).filter(
    (line) => JSON.parse(line).sgfFile === './sgf/sample001.sgf',
  );
  return {
    sgf: await fixture('katawrap/sample001.sgf'),
    text: mine.join('\n'),
    responses: byTurn(mine.map((line) => JSON.parse(line))),
  };
}

/** KataGo's own regression responses: win rates for Black, and for the side to move. */
export async function regressionOutputs(): Promise<{ black: string[]; sideToMove: string[] }> {
  return {
    black: lines(await fixture('katago/basic.txt.stdout')),
    sideToMove: lines(await fixture('katago/basic_sidetomove.stdout')),
  };
}

/** The point a GTP name such as 'Q16' names on a board `size` tall, as { x, y } from the top-left. */
export function gtpPoint(name: string, size: number): { x: number; y: number } {
  return { x: 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.indexOf(name[0]!), y: size - Number(name.slice(1)) };
}
