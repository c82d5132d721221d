// The server-rendered example page, made for each request: page.html with its boards rendered by
// @go-board/element/ssr (the element's own first render, as declarative shadow DOM). The
// examples server (../serve.mjs) calls render() for /ssr/.
import { readFile } from 'node:fs/promises';
import { init, renderBoardToString } from '@go-board/element/ssr';

const here = new URL('./', import.meta.url);
/** The move the replay board opens at. */
const MOVE = 12;

/** The page's HTML, with its boards rendered. */
export async function render() {
  await init();
  const [page, record] = await Promise.all([
    readFile(new URL('page.html', here), 'utf8'),
    readFile(new URL('../blog/games/club-game.sgf', here), 'utf8'),
  ]);
  const boards = {
    replay: renderBoardToString({ id: 'replay', sgf: record, move: MOVE, coordinates: true, label: 'The club game' }),
    french: renderBoardToString({ id: 'french', lang: 'fr', mode: 'play', size: 9, handicap: 2, komi: 0.5 }),
  };
  return page.replace('<!--move-->', String(MOVE)).replace(/<!--board:([a-z]+)-->/g, (_, name) => boards[name]);
}
