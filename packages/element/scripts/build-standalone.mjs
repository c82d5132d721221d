// Builds dist/go-board.standalone.js: the element, Lit, the rules and the WebAssembly core
// (inlined as bytes) in one ES module that works from any static host with one script tag.
// Beside it: the words of each shipped language, the JavaScript core, the playout features
// (go-board.bot.js, with the rules' worker script worker.js) and the reader of Sensei's Library
// diagrams (go-board.diagram.js), each fetched only when needed.
// Prints its gzipped size and fails past the budget, so the one-script embed stays light.
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, 'dist/go-board.standalone.js');
// 64 KiB while the rough edges of the first hour land; the split into a viewer and modes loaded
// when used (#12) replaces this budget with one per page.
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
 * src/playouts/load.ts is swapped for one that imports go-board.bot.js from beside it. */
const playoutsBesideTheBundle = {
  name: 'playouts-beside-the-bundle',
  setup(build) {
    build.onResolve({ filter: /load\.js$/ }, (args) =>
      join(args.resolveDir, args.path) === join(root, 'src/playouts/load.js') ? { path: join(root, 'scripts/standalone/playouts.ts') } : undefined,
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

/** The diagram reader stays out of the bundle: src/record/diagram-reader.ts is swapped for a
 * loader that imports go-board.diagram.js from beside it. */
const diagramsBesideTheBundle = {
  name: 'diagrams-beside-the-bundle',
  setup(build) {
    build.onResolve({ filter: /diagram-reader\.js$/ }, (args) =>
      join(args.resolveDir, args.path) === join(root, 'src/record/diagram-reader.js') ? { path: join(root, 'scripts/standalone/diagram-reader.ts') } : undefined,
    );
  },
};

/** The styles' comments say why a rule is there, for the people who read the source; the browser
 * has no use for them. Inside each css`…` template of the styles files they are dropped, and runs
 * of white space shrink to one (the templates hold no strings where either matters). */
const stylesWithoutComments = {
  name: 'styles-without-comments',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.styles\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace(/css`[^`]*`/g, (template) => template.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' '));
      return { contents, loader: 'ts' };
    });
  },
};

const common = { bundle: true, format: 'esm', target: 'es2022', platform: 'browser', minify: true, legalComments: 'eof', logLevel: 'warning' };

await build({
  ...common,
  entryPoints: [join(root, 'scripts/standalone/entry.ts')],
  outfile,
  sourcemap: true,
  loader: { '.wasm': 'binary' },
  plugins: [wordsBesideTheBundle, playoutsBesideTheBundle, diagramsBesideTheBundle, stylesWithoutComments],
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

await build({ ...common, entryPoints: [join(rulesDist, 'diagram/reader.js')], outfile: join(root, 'dist/go-board.diagram.js') });

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
