// Builds dist/go-board.standalone.js: the element, Lit, the rules and the WebAssembly core
// (inlined as bytes) in one ES module that works from any static host with one script tag.
// Beside it: the words of each shipped language, the JavaScript core, and the playout features
// (go-board.bot.js, with the rules' worker script worker.js), each fetched only when needed.
// Prints its gzipped size and fails past the budget, so the one-script embed stays light.
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'dist/go-board.standalone.js');
// The WebAssembly core carries the playout policy of the bot and of the count (about 2.5 KB
// gzipped of the 62): the budget makes room for it, and still catches a dependency that came in whole.
const BUDGET_BYTES = 64 * 1024;

/** The shipped languages besides English: each its own file beside the bundle. */
const LANGUAGES = { fr: 'fr', de: 'de', ja: 'ja', ko: 'ko', 'zh-Hans': 'zhHans' };

/** English stays in the bundle; the other tables are loaded from beside it, so the registry's
 * loader is swapped for one that imports go-board.words.<lang>.js. */
const wordsBesideTheBundle = {
  name: 'words-beside-the-bundle',
  setup(build) {
    build.onResolve({ filter: /^\.\/shipped\.js$/ }, (args) =>
      args.importer.endsWith(join('src', 'words', 'registry.ts')) ? { path: join(root, 'scripts/standalone/shipped-words.ts') } : undefined,
    );
  },
};

/** The playout features (ownership, dead stones, the bot) stay out of the bundle: the loader of
 * src/bot/load.ts is swapped for one that imports go-board.bot.js from beside it. */
const playoutsBesideTheBundle = {
  name: 'playouts-beside-the-bundle',
  setup(build) {
    build.onResolve({ filter: /^\.\/bot\/load\.js$/ }, (args) =>
      args.importer.startsWith(join(root, 'src')) ? { path: join(root, 'scripts/standalone/playouts.ts') } : undefined,
    );
  },
};

/** Inside go-board.bot.js, the rules' game.js and init.js are the bundle's, handed over at load
 * (one Game class for `instanceof`, one core): both resolve to scripts/standalone/shared-rules.ts. */
const rulesSharedWithTheBundle = {
  name: 'rules-shared-with-the-bundle',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/(game|init)\.js$/ }, (args) =>
      /[\\/]rules[\\/]dist[\\/]/.test(args.importer) ? { path: join(root, 'scripts/standalone/shared-rules.ts') } : undefined,
    );
  },
};

const common = { bundle: true, format: 'esm', target: 'es2022', platform: 'browser', minify: true, legalComments: 'eof', logLevel: 'warning' };

await build({
  ...common,
  entryPoints: [join(root, 'scripts/standalone/entry.ts')],
  outfile,
  sourcemap: true,
  loader: { '.wasm': 'binary' },
  plugins: [wordsBesideTheBundle, playoutsBesideTheBundle],
});

await build({
  ...common,
  entryPoints: [join(root, 'scripts/standalone/bot-entry.ts')],
  outfile: join(root, 'dist/go-board.bot.js'),
  plugins: [rulesSharedWithTheBundle],
});

// The rules' worker starts from new URL('./worker.js', import.meta.url) inside go-board.bot.js:
// the worker script, with its own core loader, goes beside it.
const require = createRequire(import.meta.url);
const rulesDist = join(dirname(require.resolve('@go-board/rules/package.json')), 'dist');
await build({ ...common, entryPoints: [join(rulesDist, 'worker/worker.js')], outfile: join(root, 'dist/worker.js') });

for (const [tag, name] of Object.entries(LANGUAGES)) {
  await build({
    ...common,
    stdin: { contents: `export { ${name} as words } from './src/words/${tag}.ts';`, resolveDir: root, loader: 'ts' },
    outfile: join(root, `dist/go-board.words.${tag}.js`),
  });
}

// The JavaScript build of the core, for pages that forbid WebAssembly, goes beside the bundle.
copyFileSync(join(dirname(require.resolve('@go-board/core/package.json')), 'build/release.js'), join(root, 'dist/go-board.core.js'));

const bytes = readFileSync(outfile);
const gzipped = gzipSync(bytes, { level: 9 }).length;
const kilobytes = (count) => `${(count / 1024).toFixed(1)} KB`;
console.log(`go-board.standalone.js: ${kilobytes(bytes.length)}, ${kilobytes(gzipped)} gzipped (budget ${kilobytes(BUDGET_BYTES)})`);
if (gzipped > BUDGET_BYTES) {
  console.error(`Expected the standalone bundle to stay within ${kilobytes(BUDGET_BYTES)} gzipped, received ${kilobytes(gzipped)}: look for a new dependency that came in whole.`);
  process.exit(1);
}
