// The game information a record's root gives (SGF's GN, PB, BR, PW, WR, RE, DT, EV, RO, PC, KM,
// HA), as a board shows it: SimpleText, so every run of whitespace, line breaks included, is one
// space and the ends are trimmed (FF[4]: "no newline on display"). The reader has unescaped them.
import { simpleText } from '../sgf/simple-text.js';

/** What these readers need of a node: its properties, as a game's tree (GameNode) and a parsed
 * record (SgfNode) both hold them. */
export type PropertyHolder = { readonly props: Readonly<Record<string, readonly string[] | undefined>> };

/** A record's game information as text, each field '' when the record does not give it. */
export interface GameInformation {
  /** The game's name (GN). */
  name: string;
  /** Black's name (PB) and rank (BR). */
  black: string;
  blackRank: string;
  /** White's name (PW) and rank (WR). */
  white: string;
  whiteRank: string;
  /** The result as written (RE): 'B+R', 'W+6.5', '0'; readResult() reads it. */
  result: string;
  /** When the game was played (DT), as written: '1846-09-11'. */
  date: string;
  /** The event (EV) and its round (RO). */
  event: string;
  round: string;
  /** Where it was played (PC). */
  place: string;
  /** The komi (KM) and the handicap (HA), as written. */
  komi: string;
  handicap: string;
}

/** The first value of property `name` of `node`, as SimpleText shows ('' when it has none). */
export function textOf(node: PropertyHolder, name: string): string {
  return simpleText(node.props[name]?.[0]);
}

/** The game information of a record, from its root node. */
export function gameInformation(root: PropertyHolder): GameInformation {
  return {
    name: textOf(root, 'GN'),
    black: textOf(root, 'PB'),
    blackRank: textOf(root, 'BR'),
    white: textOf(root, 'PW'),
    whiteRank: textOf(root, 'WR'),
    result: textOf(root, 'RE'),
    date: textOf(root, 'DT'),
    event: textOf(root, 'EV'),
    round: textOf(root, 'RO'),
    place: textOf(root, 'PC'),
    komi: textOf(root, 'KM'),
    handicap: textOf(root, 'HA'),
  };
}
