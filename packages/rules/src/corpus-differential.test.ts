// go-board against its peers over the project's corpus of real SGF files (test-corpus/, each
// source with its licence): every file is read by parseSgfBytes and by @sabaki/sgf, and the
// trees must hold the same nodes with the same properties; every variation end is played by Game
// and by @sabaki/go-board, and the positions and captures must be the same. Where the readers
// differ, the difference is listed in PEER_DIFFERENCES with the reason, and asserted: a change
// on either side shows as a failure here.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { Color, Game, GameNode, init, parseSgfBytes, type SgfNode } from './index.js';
import { labelsOfLegacyPoints } from './sgf/legacy.js';

const require = createRequire(import.meta.url);
const sabakiSgf = require('@sabaki/sgf') as { parseBuffer(bytes: Uint8Array): PeerNode[] };
const SabakiBoard = require('@sabaki/go-board') as PeerBoardClass;

/** A node as @sabaki/sgf gives it. */
interface PeerNode {
  data: Record<string, string[]>;
  children: PeerNode[];
}

/** The part of @sabaki/go-board this test uses; a sign is 1 for Black, -1 for White. */
interface PeerBoard {
  signMap: number[][];
  set(vertex: [number, number], sign: number): PeerBoard;
  makeMove(sign: number, vertex: [number, number]): PeerBoard;
  getCaptures(sign: number): number;
  clone(): PeerBoard;
}
interface PeerBoardClass {
  fromDimensions(width: number, height: number): PeerBoard;
}

const CORPUS = resolve(dirname(fileURLToPath(import.meta.url)), '../test-corpus');

/** Every .sgf file under the corpus, by path relative to it. */
function corpusFiles(folder = CORPUS): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return corpusFiles(path);
      return name.endsWith('.sgf') ? [relative(CORPUS, path)] : [];
    });
}

/**
 * The files the readers read differently, and why; `peerThrows` where @sabaki/sgf refuses the
 * file. Each is checked below: the difference must still be there, and go-board must read the
 * file as the comment says.
 */
const PEER_DIFFERENCES: Record<string, { reason: string; peerThrows?: boolean; check(trees: SgfNode[]): void }> = {
  'gnugo/games/buzco1.sgf': {
    reason:
      'A node holds B[tt] and W[tt]: FF[4] allows one move per node, so go-board splits it (with a warning); the peer keeps both moves in one node.',
    check: (trees) =>
      expect(lastNode(trees[0]!).props).toEqual({ W: ['tt'], C: ['..........       W passed133.5 B 81.0'] }),
  },
  'gnugo/games/ego2.sgf': {
    reason:
      'Text before the game tree ("On April 4, 2002, GNU Go played ..."): go-board skips it with a warning, the peer throws.',
    peerThrows: true,
    check: (trees) => expect(trees[0]!.props.GN).toEqual(['FSF-ego(B) NNGS']),
  },
  'gnugo/games/ego3.sgf': {
    reason: 'Text before the game tree, as in ego2.sgf.',
    peerThrows: true,
    check: (trees) => expect(trees).toHaveLength(1),
  },
  'gnugo/games/egc2001/tg-gg.sgf': {
    reason:
      'No CA, French text in ISO-8859-1 ("Fichier SGF créé par TurboGo"): go-board reads ISO-8859-1, the FF[4] default; the peer guesses windows-1255 (Hebrew) and writes "crיי".',
    check: (trees) => expect(trees[0]!.props.C?.[0]).toMatch(/^Fichier SGF créé par TurboGo/),
  },
  'gnugo/games/nicklas/nicklas12.sgf': {
    reason: 'No CA, Swedish text in ISO-8859-1: go-board reads "hörru", the peer guesses UTF-8 and gives U+FFFD.',
    check: (trees) => expect(JSON.stringify(trees)).toContain('hörru gnugo'),
  },
  'gnugo/games/trevor/trevor_42.sgf': {
    reason:
      'No CA, a comment in GB2312 (盘面): neither reader can know it. go-board reads ISO-8859-1 and warns, keeping every byte for a reader who adds CA[GB2312]; the peer gives U+FFFD, and the bytes are lost.',
    check: (trees) => expect(JSON.stringify(trees)).toContain('ÅÌÃæ'),
  },
  'libsgfcplusplus/compressed-point-list.sgf': {
    reason: 'Text before the game trees: go-board skips it with a warning, the peer throws.',
    peerThrows: true,
    check: (trees) => expect(trees.length).toBeGreaterThan(1),
  },
  'libsgfcplusplus/escaping.sgf': {
    reason:
      'Text before the game tree, with parentheses ("(i.e. not Go, so ...)"): go-board skips to the "(" that starts the tree, the peer throws.',
    peerThrows: true,
    check: (trees) => expect(trees[0]!.props.GM).toEqual(['19']),
  },
  'libsgfcplusplus/encoding-japanese-iso2022jp.sgf': {
    reason:
      'CA[ISO-2022-JP]: go-board decodes it (its two-byte characters are written in ASCII bytes, "]" and "\\" included); the peer has no such charset and throws.',
    peerThrows: true,
    check: (trees) => expect(JSON.stringify(trees)).toContain('古代'),
  },
  'libsgfcplusplus/encoding-utf16-nobom.sgf': {
    reason:
      'UTF-16BE without a byte-order mark: go-board sees the zero bytes of ASCII and reads UTF-16 (with a warning), the peer throws.',
    peerThrows: true,
    check: (trees) => expect(trees[0]!.props.CA).toEqual(['UTF-16BE']),
  },
  'libsgfcplusplus/encoding-western-macosroman.sgf': {
    reason:
      'CA[macintosh] byte 0xDB: "€" in the Encoding Standard and Mac OS Roman since 1998 (the file lists it among characters all four of its charsets have), "¤" in the older table of the peer\'s iconv-lite.',
    check: (trees) => expect(JSON.stringify(trees)).toContain('Ÿ Œœ €'),
  },
  'sabaki-sgf/japanese_bad.sgf': {
    reason:
      'CA[MS_KANJI] over bytes that are UTF-8 replacement characters (the file was damaged before it was saved): go-board finds they cannot be Shift_JIS and reads them as the UTF-8 they are (with a warning); the peer decodes them as Shift_JIS ("�ｿｽ").',
    check: (trees) => expect(trees[0]!.props.PB).toEqual(['\uFFFD\uFFFD\uFFFDR \uFFFDT\uFFFD\uFFFD']),
  },
  'sabaki-sgf/no-ca.sgf': {
    reason:
      'No CA, a comment in GB2312: the peer is right here, guessing GB2312 with statistics (jschardet); go-board follows FF[4] (ISO-8859-1 without CA, UTF-8 when the bytes are valid UTF-8), warns, and keeps every byte.',
    check: (trees) => expect(trees[0]!.props.C?.[0]).toMatch(/^¡¾µÚÈýÐÍ¡¿/),
  },
  'sabaki-sgf/encoding/nihon-kiin.sgf': {
    reason:
      'Shift_JIS without CA: the peer throws (its guess finds no charset); go-board reads ISO-8859-1 and warns that a Shift_JIS "\\" before "]" (in PB) swallows the BR after it.',
    peerThrows: true,
    check: (trees) => expect(trees[0]!.props.BR).toBeUndefined(),
  },
};

/** The last node of a tree's main line. */
function lastNode(root: SgfNode): SgfNode {
  let node = root;
  while (node.children[0]) node = node.children[0];
  return node;
}

/**
 * The peer's tree as go-board's reader gives it: under FF[1]-FF[3] the peer keeps L and M, which
 * FF[4] renamed; they are converted here as the FF[4] conversion table says (L[fg][es] is
 * LB[fg:A][es:B], M is MA). Line breaks are already LF on both sides.
 */
function normalisePeer(root: PeerNode): SgfNode {
  const fileFormat = Number(root.data.FF?.[0]);
  const legacy = fileFormat >= 1 && fileFormat <= 3;
  const convert = (node: PeerNode): SgfNode => {
    const props: Record<string, string[]> = {};
    for (const [name, values] of Object.entries(node.data)) {
      const target = legacy && name === 'L' ? 'LB' : legacy && name === 'M' ? 'MA' : name;
      const converted = legacy && name === 'L' ? labelsOfLegacyPoints(values) : values;
      props[target] = [...(props[target] ?? []), ...converted];
    }
    return { props, children: node.children.map(convert) };
  };
  return convert(root);
}

/** The first difference between two trees, compared node by node without recursion, or null. */
function firstDifference(ours: SgfNode[], theirs: SgfNode[]): string | null {
  const pending: [SgfNode[], SgfNode[], string][] = [[ours, theirs, 'roots']];
  while (pending.length > 0) {
    const [left, right, path] = pending.pop()!;
    if (left.length !== right.length) return `${path}: ${left.length} nodes, the peer ${right.length}`;
    for (let index = 0; index < left.length; index++) {
      const here = `${path}[${index}]`;
      const a = JSON.stringify(Object.entries(left[index]!.props).sort());
      const b = JSON.stringify(Object.entries(right[index]!.props).sort());
      if (a !== b) return `${here}: ${a.slice(0, 200)}, the peer ${b.slice(0, 200)}`;
      pending.push([left[index]!.children, right[index]!.children, `${here}.children`]);
    }
  }
  return null;
}

/** A Game node's setup and move played on the peer's board, as the record says. */
function playOnPeer(board: PeerBoard, node: GameNode, width: number, height: number): PeerBoard {
  let next = board;
  const setups: [string, number][] = [
    ['AE', 0],
    ['AB', 1],
    ['AW', -1],
  ];
  for (const [name, sign] of setups) {
    for (const value of node.props[name] ?? []) {
      const [from, to = from] = value.split(':') as [string, string?];
      const corners = [from, to].map((point) => [point.charCodeAt(0) - 97, point.charCodeAt(1) - 97]);
      for (let y = Math.min(corners[0]![1]!, corners[1]![1]!); y <= Math.max(corners[0]![1]!, corners[1]![1]!); y++) {
        for (let x = Math.min(corners[0]![0]!, corners[1]![0]!); x <= Math.max(corners[0]![0]!, corners[1]![0]!); x++) {
          if (x < width && y < height) next = next === board ? board.clone().set([x, y], sign) : next.set([x, y], sign);
        }
      }
    }
  }
  if (node.color !== null && node.x >= 0) next = next.makeMove(node.color === Color.Black ? 1 : -1, [node.x, node.y]);
  return next;
}

/** Every variation end of the game's tree with the peer's board there, walked without recursion. */
function variationEnds(game: Game): { node: GameNode; board: PeerBoard }[] {
  const ends: { node: GameNode; board: PeerBoard }[] = [];
  const start = SabakiBoard.fromDimensions(game.width, game.height);
  const pending: [GameNode, PeerBoard][] = [[game.root, playOnPeer(start, game.root, game.width, game.height)]];
  while (pending.length > 0) {
    const [node, board] = pending.pop()!;
    if (node.children.length === 0) ends.push({ node, board });
    for (const child of node.children) pending.push([child, playOnPeer(board, child, game.width, game.height)]);
  }
  return ends;
}

beforeAll(async () => {
  await init();
});

describe('the corpus of real SGF files against @sabaki/sgf and @sabaki/go-board', () => {
  const files = corpusFiles();

  it('should hold the corpus, every listed difference among it', () => {
    expect(files.length).toBeGreaterThan(80);
    for (const name of Object.keys(PEER_DIFFERENCES)) expect(files).toContain(name);
  });

  describe.each(files)('%s', (name) => {
    const bytes = readFileSync(join(CORPUS, name));
    const known = PEER_DIFFERENCES[name];

    it(
      known
        ? `should differ from the peer as documented: ${known.reason}`
        : 'should read the same trees as @sabaki/sgf',
      () => {
        const ours = parseSgfBytes(bytes);
        let theirs: SgfNode[] | Error;
        try {
          theirs = sabakiSgf.parseBuffer(bytes).map(normalisePeer);
        } catch (error) {
          theirs = error as Error;
        }
        if (known === undefined) {
          expect(theirs).toBeInstanceOf(Array);
          expect(firstDifference(ours, theirs as SgfNode[])).toBeNull();
          return;
        }
        if (known.peerThrows) expect(theirs).toBeInstanceOf(Error);
        else expect(firstDifference(ours, theirs as SgfNode[])).not.toBeNull();
        known.check(ours);
      },
    );

    it('should end every variation in the position and with the captures of @sabaki/go-board', () => {
      const trees = parseSgfBytes(bytes);
      for (let index = 0; index < trees.length; index++) {
        const game = Game.fromSgf(bytes, { game: index });
        for (const { node, board } of variationEnds(game)) {
          game.goTo(node);
          const cells = board.signMap.flat().map((sign) => (sign === 1 ? 1 : sign === -1 ? 2 : 0));
          expect([...game.board]).toEqual(cells);
          expect(game.captures).toEqual({ black: board.getCaptures(1), white: board.getCaptures(-1) });
        }
        game.dispose();
      }
    });
  });
});
