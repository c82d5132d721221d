// The picture at the top of the repository's README: three boards drawn by the project's own
// renderSvg and svgToPng (what `go-board-svg --png` runs), side by side in one PNG. Run after
// `pnpm build`: `pnpm readme-picture` at the root writes docs/boards.png.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { init, renderSvg, svgToPng } from '../dist/svg/index.js';

/** The club game of the examples' blog page, moves 31 to 40 numbered. */
const CLUB_GAME = readFileSync(new URL('../../../examples/site/blog/games/club-game.sgf', import.meta.url), 'utf8');

/** The 3-3 invasion on part of the board, with an arrow and a line, as a book prints it. */
const INVASION = '(;SZ[19];B[pd];W[qc];B[pc];W[qd];B[qe];W[re];B[rf];W[rd]AR[pg:pj]LN[qg:sg])';

/** Liberties and marks on a 9x9 board. */
const LIBERTIES = '(;SZ[9]AB[dd][de][ee][fg][gf][hg][ah][bi]AW[gg]TR[dc][cd][ed][ce][df][fe][ef]SQ[gg]LB[gh:A]MA[ai])';

const WIDTH = 400;
const GAP = 24;

await init();
const boards = [
  renderSvg(CLUB_GAME, { move: 40, moveNumbers: 31, coordinates: true, label: 'The club game, moves 31 to 40' }),
  renderSvg(INVASION, {
    move: 'last',
    view: 'k10:t19',
    moveNumbers: 1,
    coordinates: true,
    theme: 'book',
    label: 'The 3-3 invasion',
  }),
  renderSvg(LIBERTIES, { theme: 'dark', coordinates: true, label: 'Liberties and marks' }),
];
const images = [];
for (const svg of boards) images.push(PNG.sync.read(Buffer.from(await svgToPng(svg, WIDTH))));

const height = Math.max(...images.map((image) => image.height));
const picture = new PNG({ width: images.reduce((sum, image) => sum + image.width, 0) + GAP * 2, height });
let left = 0;
for (const image of images) {
  PNG.bitblt(image, picture, 0, 0, image.width, image.height, left, Math.round((height - image.height) / 2));
  left += image.width + GAP;
}
const out = new URL('../../../docs/boards.png', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, PNG.sync.write(picture, { colorType: 6 }));
console.log(`Wrote docs/boards.png (${picture.width} x ${picture.height})`);
