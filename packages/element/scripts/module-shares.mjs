// Where the gzipped bytes of a built script go, module by module: each module's share of the file
// gzipped, read through the file's source map (the output's runs of text, each named for the
// source it came from, compressed in order; a run's share is what it added to the compressed
// size). Shares add up to the file's gzipped size; gzip's window lets a module reuse text before
// it, so a share is what the module costs where it stands, not what removing it would save.
//   node scripts/module-shares.mjs [dist/go-board.standalone.js] [--modules N]
// prints the shares by folder (a package, or a folder of the element's source), then the N
// largest modules (default 40). Run it after `pnpm build`.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** The folder a source belongs to (a library, a package, or a folder of the element's source), and
 * its module's name, from its path. */
export function placeOf(source) {
  const library = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (library) return { folder: library[1], module: library[1] };
  const ours = /packages\/([^/]+)\/(?:src|dist|assembly|scripts)\/(.+?)\.[jt]s$/.exec(source);
  if (!ours) return { folder: source, module: source };
  const [, pkg, path] = ours;
  const inner = path.includes('/') ? path.slice(0, path.indexOf('/')) : '';
  return { folder: pkg === 'element' && inner ? `element/${inner}` : pkg, module: `${pkg}/${path}` };
}

/** Each module's share of `code` gzipped (level 9, as the budgets count), by the source map `map`
 * (its sources' paths resolved from `folder`, where the map is), and the whole gzipped size. */
export function moduleShares(code, map, folder = '.') {
  const places = map.sources.map((source) => placeOf(resolve(folder, map.sourceRoot ?? '', source)));
  const starts = [0];
  for (let at = code.indexOf('\n'); at !== -1; at = code.indexOf('\n', at + 1)) starts.push(at + 1);
  const marks = [];
  decode(map.mappings).forEach((segments, line) => {
    for (const segment of segments) if (segment.length >= 2) marks.push([starts[line] + segment[0], segment[1]]);
  });
  marks.sort((a, b) => a[0] - b[0]);
  // Runs of text from one source, in the order of the output.
  const runs = [];
  marks.forEach(([start, source], k) => {
    const end = k + 1 < marks.length ? marks[k + 1][0] : code.length;
    const last = runs.at(-1);
    if (last && last.source === source) last.end = end;
    else runs.push({ start, end, source });
  });
  const shares = new Map();
  const add = (place, bytes) => {
    const share = shares.get(place.module) ?? { ...place, bytes: 0 };
    share.bytes += bytes;
    shares.set(place.module, share);
  };
  let compressed = 0;
  let text = code.slice(0, runs[0]?.start ?? code.length);
  if (text) add({ folder: '(no source)', module: '(no source)' }, (compressed = gzipSync(text, { level: 9 }).length));
  // Compressing after every run would take minutes on a large file: runs are compressed in some
  // 600 steps, and a step's growth is shared by its runs' lengths.
  const step = Math.max(1, Math.ceil(runs.length / 600));
  for (let first = 0; first < runs.length; first += step) {
    const batch = runs.slice(first, first + step);
    for (const { start, end } of batch) text += code.slice(start, end);
    const now = gzipSync(text, { level: 9 }).length;
    const length = batch.reduce((sum, { start, end }) => sum + end - start, 0);
    for (const { start, end, source } of batch)
      add(places[source] ?? { folder: '?', module: '?' }, length ? ((now - compressed) * (end - start)) / length : 0);
    compressed = now;
  }
  return { shares, total: compressed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const count = args.includes('--modules') ? Number(args[args.indexOf('--modules') + 1]) : 40;
  const file =
    args.find((arg, k) => !arg.startsWith('--') && args[k - 1] !== '--modules') ?? 'dist/go-board.standalone.js';
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const { shares, total } = moduleShares(readFileSync(file, 'utf8'), map, dirname(file));
  const folders = new Map();
  const modules = new Map();
  for (const { folder, module, bytes } of shares.values()) {
    folders.set(folder, (folders.get(folder) ?? 0) + bytes);
    modules.set(module, bytes);
  }
  const rows = (map) =>
    [...map].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => `${String(Math.round(bytes)).padStart(8)} B  ${name}`);
  console.log(`${file}: ${total} B gzipped\nby folder:\n${rows(folders).join('\n')}`);
  console.log(`the ${count} largest modules:\n${rows(modules).slice(0, count).join('\n')}`);
}
