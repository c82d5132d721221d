// size-limit's budgets for @go-board/element: for each kind of page, the files of the standalone
// bundle it downloads (see scripts/weights.mjs and budgets.json), gzipped, at most their limit.
import { fileURLToPath } from 'node:url';
import { BUDGETS, pageFiles } from './scripts/weights.mjs';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));

export default Object.entries(BUDGETS).map(([page, { entries, limit }]) => ({
  name: `A page of ${page}: ${entries.join(' + ')} and what they import (gzipped)`,
  path: pageFiles(dist, entries).map((file) => `dist/${file}`),
  limit: `${limit} B`,
  gzip: true,
}));
