// Builds dist/go-board.standalone.js, the one script a page includes, and what it loads from
// beside itself when a board needs it: the core (go-board.core.wasm, or go-board.core.js where
// WebAssembly is refused), the replay's controls, keys and autoplay (go-board.replay.js, which a
// static diagram never loads) and exploring its points (go-board.explore.js), a collection's list of
// games (go-board.games.js), each mode's folder (go-board.play.js, go-board.problem.js,
// go-board.edit.js), a game on a game server's (go-board.online.js), the game
// review's (go-board.review.js, which loads go-board.tree.js and go-board.analysis.js), the playout
// features (go-board.playouts.js, with the rules' worker script, worker.js; the ownership overlay's
// controller, go-board.ownership.js), Lit's hydration
// support (go-board.hydrate.js), the reader of Sensei's Library diagrams (go-board.diagram.js), the
// reader of fetched SGF bytes beyond plain ASCII (go-board.sgf-bytes.js), the themes besides wood
// (go-board.themes.js), the forced-colours styles, which only a page in a forced palette loads
// (go-board.forced-colors.js),
// the words of each shipped language, and the chunks they share:
// one copy of each module, never two. Prints what each kind of page downloads, gzipped, and fails
// past its budget, so the one-script embed stays light.
import { build } from 'esbuild';
import { minify } from 'terser';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exportUnderLocalNames, mergeViewerChunks } from './merge-viewer-chunks.mjs';
import { BUDGETS, gzippedSize, pageFiles } from './weights.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const require = createRequire(import.meta.url);
const core = join(dirname(require.resolve('@go-board/core/package.json')), 'build');

/** The shipped languages besides English: each its own file beside the bundle. */
const LANGUAGES = { fr: 'fr', de: 'de', ja: 'ja', ko: 'ko', 'zh-Hans': 'zhHans' };

/** English's board words stay in the bundle, and the rest of English is go-board.words.en-rest.js
 * beside it, loaded when a board needs it; the other tables are loaded from beside it too, so the
 * registry's loader is swapped for one that imports go-board.words.<lang>.js. The bundle exports
 * what the package's index does, but the whole English table (scripts/standalone/words.ts). */
const wordsBesideTheBundle = {
  name: 'words-beside-the-bundle',
  setup(build) {
    build.onResolve({ filter: /^\.\/shipped\.js$/ }, (args) =>
      args.importer.endsWith(join('src', 'words', 'registry.ts'))
        ? { path: join(root, 'scripts/standalone/shipped-words.ts') }
        : undefined,
    );
    build.onResolve({ filter: /^\.\/words\/index\.js$/ }, (args) =>
      args.importer === join(root, 'src/index.ts') ? { path: join(root, 'scripts/standalone/words.ts') } : undefined,
    );
  },
};

/** The entry registers <go-board> itself, after the hydration support where a page needs it, so
 * the package's register.ts is left out. */
const registerInTheEntry = {
  name: 'register-in-the-entry',
  setup(build) {
    build.onResolve({ filter: /register\.js$/ }, (args) =>
      join(args.resolveDir, args.path) === join(root, 'src/register.js')
        ? { path: join(root, 'scripts/standalone/no-register.ts') }
        : undefined,
    );
  },
};

/**
 * The rules as each part of the bundle needs them. esbuild splits by file: a file any entry can
 * reach through the rules' index (which re-exports the playouts, the bot and the GTP engine too)
 * would land in a chunk every page loads. So each part imports the rules through a barrel of what
 * it uses: the viewer, the problem mode (Problem), the play mode (the reading of results), the
 * variation tree (the judgement of moves) and the playouts (the estimate and the bot), and each
 * file of the rules goes where it is used. (Bundlers that split by symbol need none of this.)
 */
const rulesByNeed = {
  name: 'rules-by-need',
  setup(build) {
    const rules = join(dirname(require.resolve('@go-board/rules/package.json')), 'dist');
    // The rules' own index says what each module offers; the parts are told apart by module. The
    // tree's words (tree-words/index.js) are told apart module by module too.
    const exportsOf = (file) => readFileSync(join(rules, file), 'utf8').match(/^export .* from '[^']+';$/gm);
    const treeWords = exportsOf('tree-words/index.js').map((line) => line.replace("from './", "from './tree-words/"));
    const exports = exportsOf('index.js').flatMap((line) =>
      line === "export * from './tree-words/index.js';" ? treeWords : [line],
    );
    const part = (pattern) => exports.filter((line) => pattern.test(line)).join('\n');
    // The problem, and the stones a node sets up, around which a problem's crop is drawn.
    const PROBLEM = /'\.\/(problem|tree-words\/setup-points)\.js'/;
    // How a result reads (the play mode's) and how a record judges a move (the variation tree's).
    const RESULT = /'\.\/tree-words\/result\.js'/;
    const JUDGEMENT = /'\.\/tree-words\/judgement\.js'/;
    // The editor's edits, and the marks of a problem's lines it shows (problem.js reads them too).
    const EDIT = /'\.\/(edit\/index|problem-marks)\.js'/;
    const PLAYOUTS = /'\.\/(estimate|bot|worker|analysis)\//;
    // Neither the GTP engine (Node only) nor the diagram reader (loaded by itself) is the viewer's.
    const ELSEWHERE = /'\.\/(gtp|diagram)\//;
    // The name a record is saved under: the export menu's and the editor's, loaded with them.
    const FILE_NAME = /'\.\/record-file-name\.js'/;
    const barrels = {
      viewer: exports
        .filter(
          (line) =>
            !PROBLEM.test(line) &&
            !RESULT.test(line) &&
            !JUDGEMENT.test(line) &&
            !EDIT.test(line) &&
            !PLAYOUTS.test(line) &&
            !ELSEWHERE.test(line) &&
            !FILE_NAME.test(line),
        )
        .join('\n'),
      problem: part(PROBLEM),
      play: part(RESULT),
      tree: part(JUDGEMENT),
      // The marks are the problem mode's too: the editor has a copy of them (which holds no
      // state), so a page with a problem does not load them in a chunk of their own.
      edit: `${part(EDIT).replace("'./problem-marks.js'", "'rules-copy:problem-marks.js'")}\n${part(FILE_NAME)}`,
      'export-menu': part(FILE_NAME),
      playouts: part(PLAYOUTS),
    };
    // The folders (under src/) whose files import the rules through a barrel of their own.
    const BARREL_OF_FOLDER = [
      ['problem', 'problem'],
      ['edit', 'edit'],
      ['playouts', 'playouts'],
      ['play', 'play'],
      ['review/tree', 'tree'],
    ];
    build.onResolve({ filter: /^@go-board\/rules$/ }, (args) => {
      const inFolder = ([folder]) => args.importer.includes(join('src', folder, '/'));
      const barrel = args.importer.endsWith(join('src', 'export', 'menu.ts'))
        ? 'export-menu'
        : (BARREL_OF_FOLDER.find(inFolder)?.[1] ?? 'viewer');
      return { path: barrel, namespace: 'rules-by-need' };
    });
    build.onLoad({ filter: /.*/, namespace: 'rules-by-need' }, (args) => ({
      // A mode's barrel also offers the viewer's part, which its files use as well.
      contents: `${barrels[args.path]}\n${args.path === 'viewer' ? '' : "export * from 'rules-viewer';"}`,
      resolveDir: rules,
      loader: 'js',
    }));
    build.onResolve({ filter: /^rules-viewer$/ }, () => ({ path: 'viewer', namespace: 'rules-by-need' }));
    build.onResolve({ filter: /^rules-copy:/ }, (args) => ({
      path: join(rules, args.path.slice('rules-copy:'.length)),
      namespace: 'rules-copy',
    }));
    build.onLoad({ filter: /.*/, namespace: 'rules-copy' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      resolveDir: rules,
      loader: 'js',
    }));
  },
};

/**
 * Reading SGF bytes in their charsets (the rules' sgf/bytes.js and what it imports) is for fetched
 * records only: the rules' files get the bundle's stand-in (standalone/sgf-bytes-later.ts), which
 * reads plain ASCII itself, and go-board.sgf-bytes.js brings the rules' reader behind it, loaded by
 * the element (its record/sgf-bytes.ts, swapped for standalone/sgf-bytes.ts) when bytes need it.
 */
const sgfBytesLater = {
  name: 'sgf-bytes-later',
  setup(build) {
    const rules = join(dirname(require.resolve('@go-board/rules/package.json')), 'dist');
    build.onResolve({ filter: /^\.\.?\/(sgf\/)?bytes\.js$/ }, (args) =>
      args.importer.startsWith(rules) && join(args.resolveDir, args.path) === join(rules, 'sgf', 'bytes.js')
        ? { path: join(root, 'scripts/standalone/sgf-bytes-later.ts') }
        : undefined,
    );
    build.onResolve({ filter: /^go-board:rules-sgf-bytes$/ }, () => ({ path: join(rules, 'sgf/bytes.js') }));
    build.onResolve({ filter: /^\.\/sgf-bytes\.js$/ }, (args) =>
      args.importer === join(root, 'src/record/record-controller.ts')
        ? { path: join(root, 'scripts/standalone/sgf-bytes.ts') }
        : undefined,
    );
  },
};

/**
 * The review's folders (the tree, the analysis) and the editor use a few of the board's own helpers: Go names of
 * points, a move in words, lists, where a point is drawn. Shared with the board's bundle, esbuild would put each in
 * a small chunk of its own that every page of diagrams then loads too. So these folders get their
 * own copies of those modules, which hold no state (never the events, whose classes pages test
 * with instanceof): a review page downloads a few hundred bytes twice, a diagram page nothing.
 */
const COPIED_FOR_LAZY_FOLDERS = [
  'src/board/coordinates.ts',
  'src/board/geometry.ts',
  'src/board/speech.ts',
  'src/board/point-speech.ts',
  'src/words/compose.ts',
  // The review's heat map: the ownership's drawing, which show-ownership's chunk holds too.
  'src/ownership/ownership.ts',
  // The editor's too: the markup read from a node, the cursor's steps, the hands and their state,
  // the ghost stone's drawing (the play mode's too), a download, the controls' icons and the
  // variations list, and the status line's and buttons' styles of a board that takes moves.
  'src/board/markup.ts',
  'src/input/keyboard.ts',
  'src/input/hands.ts',
  'src/input/ghost.ts',
  'src/state/board-state.ts',
  'src/state/points.ts',
  'src/state/change.ts',
  'src/state/transitions.ts',
  'src/record/download.ts',
  'src/replay/icons.ts',
  'src/input/moves.styles.ts',
  'src/styles/controls.styles.ts',
  'src/replay/variations.ts',
  'src/board/variation-letter.ts',
].map((file) => join(root, file));
/** The replay's part (go-board.replay.js, and go-board.explore.js) shares the board's keys (which
 * import nothing), the controls' styles, the export button and the reading of a point with the
 * play and problem modes and the editor: it gets copies of its own, so no page loads them as a
 * chunk apart. */
const REPLAY_PART = [
  join(root, 'src/replay/replay-part.ts'),
  join(root, 'src/replay/index.ts'),
  join(root, 'src/replay/explore.ts'),
];
const COPIED_FOR_THE_REPLAY_PART = [
  join(root, 'src/input/keyboard.ts'),
  join(root, 'src/styles/controls.styles.ts'),
  join(root, 'src/export/export-button.ts'),
  join(root, 'src/board/point-speech.ts'),
];
/** The play and problem modes share the hands, the keys, the reading of a point, the state of a
 * board that takes moves, and the styles of its buttons and of its moves: shared, esbuild would put
 * them in a chunk of their own, which a page to play on (or with a problem) loads beside the mode's
 * file, some 150 B more gzipped than one file. So each mode gets copies of its own (which hold no
 * state): a page with both modes downloads them twice, a page with one a file less. */
const MODE_FOLDERS = ['play', 'problem'];
const COPIED_FOR_THE_MODES = [
  'src/input/input-controller.ts',
  'src/input/input-mode.ts',
  'src/input/hands.ts',
  'src/input/keyboard.ts',
  'src/input/moves.styles.ts',
  'src/board/point-speech.ts',
  'src/state/board-state.ts',
  'src/state/change.ts',
  'src/state/transitions.ts',
  'src/styles/controls.styles.ts',
].map((file) => join(root, file));
const lazyFoldersHaveCopies = {
  name: 'lazy-folders-have-copies',
  setup(build) {
    // The review's folder but its slot (review-slot.ts), which is in the board's own bundle.
    const lazy = (importer) =>
      /[\\/]src[\\/](review|edit)[\\/]/.test(importer) && !importer.endsWith(join('src', 'review', 'review-slot.ts'));
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const file = join(args.resolveDir, args.path).replace(/\.js$/, '.ts');
      if (REPLAY_PART.includes(args.importer) && COPIED_FOR_THE_REPLAY_PART.includes(file))
        return { path: file, namespace: 'replay-copy' };
      // A mode's copies, and theirs: in a namespace of the mode's own, so no two modes share one.
      const mode = args.namespace.endsWith('-copy')
        ? MODE_FOLDERS.find((name) => args.namespace === `${name}-copy`)
        : MODE_FOLDERS.find((name) => args.importer.startsWith(join(root, 'src', name, '/')));
      if (mode && COPIED_FOR_THE_MODES.includes(file)) return { path: file, namespace: `${mode}-copy` };
      if (mode && args.namespace === `${mode}-copy`) return { path: file };
      if (args.namespace !== 'lazy-copy' && !lazy(args.importer)) return undefined;
      if (COPIED_FOR_LAZY_FOLDERS.includes(file)) return { path: file, namespace: 'lazy-copy' };
      // A copy's other imports are the usual modules.
      return args.namespace === 'lazy-copy' ? { path: file } : undefined;
    });
    // A copy of a styles file is read as the file itself is (stylesWithoutComments).
    const copy = (args) => ({
      contents: args.path.endsWith('.styles.ts') ? stylesText(args.path) : readFileSync(args.path, 'utf8'),
      loader: 'ts',
      resolveDir: dirname(args.path),
    });
    build.onLoad({ filter: /.*/, namespace: 'replay-copy' }, copy);
    for (const mode of MODE_FOLDERS) build.onLoad({ filter: /.*/, namespace: `${mode}-copy` }, copy);
    build.onLoad({ filter: /.*/, namespace: 'lazy-copy' }, copy);
  },
};

/** English beyond the board's words goes with the parts that speak it: the replay's part, the play
 * and problem modes each export their words (src/words/en-*.ts), which the board takes in when the
 * part arrives. Shared between them, esbuild would make the words a chunk of their own, a file more
 * on each page: so each part gets its own copy of the words it needs (data, which hold no state). */
const WORDS_WITH_THE_PARTS = ['replay', 'play', 'problem'];
const wordsWithTheParts = {
  name: 'words-with-the-parts',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*words\/en-[\w-]+\.js$/ }, (args) => {
      const part = args.namespace.startsWith('words-for-')
        ? args.namespace.slice('words-for-'.length)
        : WORDS_WITH_THE_PARTS.find((name) => args.importer === join(root, 'src', name, 'index.ts'));
      if (!part) return undefined;
      return { path: join(args.resolveDir, args.path).replace(/\.js$/, '.ts'), namespace: `words-for-${part}` };
    });
    for (const part of WORDS_WITH_THE_PARTS)
      build.onLoad({ filter: /.*/, namespace: `words-for-${part}` }, (args) => ({
        contents: readFileSync(args.path, 'utf8'),
        loader: 'ts',
        resolveDir: dirname(args.path),
      }));
  },
};

/** The styles' comments say why a rule is there, for the people who read the source; the browser
 * has no use for them. Inside each css`…` template of the styles files they are dropped, runs of
 * white space shrink to one, and none is kept around braces and semicolons nor after a property's
 * name, nor a rule's last semicolon (the templates hold no strings where any of it matters). The text of an interpolation (`${row}`) and the spaces around
 * it stay as written: `calc(2 * ${row} + …)` needs them. */
function stylesText(path) {
  return readFileSync(path, 'utf8').replace(/css`[^`]*`/g, (template) =>
    template
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .split(/(\$\{[^}]*\})/)
      .map((part, index) =>
        index % 2
          ? part
          : part
              .replace(/ ?([{};]) ?/g, '$1')
              .replace(/([{;])([\w-]+): /g, '$1$2:')
              .replace(/;}/g, '}'),
      )
      .join(''),
  );
}
const stylesWithoutComments = {
  name: 'styles-without-comments',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.styles\.ts$/ }, (args) => ({
      contents: stylesText(args.path),
      loader: 'ts',
    }));
  },
};

// The licences of the libraries bundled (Lit's) go into a file beside each script, which the script
// names in one line: a page downloads the code, and the notices ship with it all the same.
const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  minify: true,
  legalComments: 'linked',
  logLevel: 'warning',
};

// Last build's files go first: chunk names carry a hash, and a stale chunk must not linger.
const BUILT_HERE =
  /^go-board\.(standalone|replay|explore|games|play|problem|edit|online|review|tree|analysis|playouts|ownership|hydrate|diagram|sgf-bytes|looks|themes|forced-colors|export|export-menu|sounds|gif|chunk-\w+|words\.[\w-]+|core|playouts-core)\.(js|wasm)(\.map|\.LEGAL\.txt)?$/;
for (const file of readdirSync(dist)) if (BUILT_HERE.test(file)) rmSync(join(dist, file));

// Each file a page may load is an entry of one build, so the modules they share go into shared
// chunks: a page that plays loads the viewer and the play folder, never a second copy of either.
const split = await build({
  ...common,
  metafile: true,
  entryPoints: {
    'go-board.standalone': join(root, 'scripts/standalone/entry.ts'),
    'go-board.replay': join(root, 'src/replay/index.ts'),
    'go-board.explore': join(root, 'src/replay/explore.ts'),
    'go-board.games': join(root, 'src/replay/game-list.ts'),
    'go-board.play': join(root, 'src/play/index.ts'),
    'go-board.problem': join(root, 'src/problem/index.ts'),
    'go-board.edit': join(root, 'src/edit/index.ts'),
    'go-board.online': join(root, 'src/online/index.ts'),
    'go-board.review': join(root, 'src/review/index.ts'),
    'go-board.tree': join(root, 'src/review/tree/index.ts'),
    'go-board.analysis': join(root, 'src/review/analysis/index.ts'),
    'go-board.playouts': join(root, 'src/playouts/index.ts'),
    'go-board.ownership': join(root, 'src/ownership/index.ts'),
    'go-board.hydrate': join(root, 'scripts/standalone/hydrate-support.ts'),
    'go-board.diagram': require.resolve('@go-board/rules/diagram'),
    'go-board.sgf-bytes': join(root, 'scripts/standalone/sgf-bytes-reader.ts'),
    'go-board.looks': join(root, 'src/looks/index.ts'),
    'go-board.export': join(root, 'src/export/raster.ts'),
    'go-board.sounds': join(root, 'src/sound/index.ts'),
    'go-board.gif': join(root, 'src/export/to-gif.ts'),
    'go-board.export-menu': join(root, 'src/export/menu.ts'),
    'go-board.words.en-rest': join(root, 'src/words/en-rest.ts'),
    'go-board.themes': join(root, 'src/styles/named-themes.styles.ts'),
    'go-board.forced-colors': join(root, 'src/styles/forced-colors.styles.ts'),
  },
  outdir: dist,
  splitting: true,
  chunkNames: 'go-board.chunk-[hash]',
  sourcemap: true,
  plugins: [
    wordsBesideTheBundle,
    registerInTheEntry,
    sgfBytesLater,
    lazyFoldersHaveCopies,
    wordsWithTheParts,
    rulesByNeed,
    stylesWithoutComments,
  ],
});

// The chunks every page loads go into the standalone script: one file gzips smaller than six.
const joined = await mergeViewerChunks({
  metafile: split.metafile,
  dist,
  standalone: 'go-board.standalone.js',
  common,
});

// esbuild bundles and splits; terser then compresses each script a page loads a second time, which
// gzips some 3% smaller (1.5 KB on a page of diagrams) than esbuild's minifier alone: it inlines and
// folds across functions where esbuild only renames and strips. Each script's source map (the split
// build writes one for every script) is carried through, and the one comment kept is the pointer to
// the licences (`/*! For license information ... */`).
async function compressAgain(file) {
  const mapFile = `${file}.map`;
  const result = await minify(readFileSync(file, 'utf8'), {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    format: { comments: /^!/ },
    sourceMap: { content: readFileSync(mapFile, 'utf8'), url: basename(mapFile) },
  });
  writeFileSync(file, result.code);
  writeFileSync(mapFile, result.map);
}
for (const output of Object.keys(split.metafile.outputs))
  if (output.endsWith('.js') && !joined.includes(basename(output))) await compressAgain(resolve(output));
// Every script minified, the standalone script exports what the others share with it under its own
// names, and the aliases the merge gave them go.
exportUnderLocalNames({ dist, standalone: 'go-board.standalone.js' });

// GO_BOARD_METAFILE=path writes what went into each file, for a look at where the bytes go.
if (process.env.GO_BOARD_METAFILE) writeFileSync(process.env.GO_BOARD_METAFILE, JSON.stringify(split.metafile));

// The rules' worker starts from new URL('./worker.js', import.meta.url) inside the playouts: the
// worker script, with its own core loader, goes beside it.
const rulesDist = join(dirname(require.resolve('@go-board/rules/package.json')), 'dist');
await build({ ...common, entryPoints: [join(rulesDist, 'worker/worker.js')], outfile: join(dist, 'worker.js') });
// So does the GIF encoder's, from new URL('./gif-worker.js', import.meta.url) in go-board.gif.js.
await build({ ...common, entryPoints: [join(root, 'src/export/gif-worker.ts')], outfile: join(dist, 'gif-worker.js') });

for (const [tag, name] of Object.entries(LANGUAGES)) {
  await build({
    ...common,
    stdin: { contents: `export { ${name} as words } from './src/words/${tag}.ts';`, resolveDir: root, loader: 'ts' },
    outfile: join(dist, `go-board.words.${tag}.js`),
  });
}

// The core beside the bundle, in its two builds: the rules for every page, the playouts for the
// bot and the dead-stone guess (loaded when used); each as WebAssembly, and compiled to JavaScript
// for pages that forbid WebAssembly.
copyFileSync(join(core, 'rules.wasm'), join(dist, 'go-board.core.wasm'));
copyFileSync(join(core, 'rules.js'), join(dist, 'go-board.core.js'));
copyFileSync(join(core, 'playouts.wasm'), join(dist, 'go-board.playouts-core.wasm'));
copyFileSync(join(core, 'playouts.js'), join(dist, 'go-board.playouts-core.js'));

// go-board.css, the page's stylesheet that gives each board its room before this script defines
// it (src/styles/go-board-css.ts), beside the script.
const { goBoardCss } = await import(pathToFileURL(join(dist, 'styles/go-board-css.js')).href);
writeFileSync(join(dist, 'go-board.css'), goBoardCss);

// What the standalone bundle is made of, for go-board-copy-standalone (and anyone serving it).
const made = readdirSync(dist)
  .filter(
    (file) =>
      BUILT_HERE.test(file) ||
      file === 'worker.js' ||
      file === 'worker.js.LEGAL.txt' ||
      file === 'gif-worker.js' ||
      file === 'go-board.css',
  )
  .sort();
writeFileSync(join(dist, 'standalone-files.json'), `${JSON.stringify(made, null, 2)}\n`);

const kilobytes = (count) => `${(count / 1024).toFixed(1)} KB`;
let failed = false;
for (const [page, { entries, goal, limit }] of Object.entries(BUDGETS)) {
  const files = pageFiles(dist, entries);
  const sizes = files.map((file) => [file, gzippedSize(readFileSync(join(dist, file)))]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(
    `${page}: ${kilobytes(total)} gzipped in ${files.length} files (goal ${kilobytes(goal)}: ${total <= goal ? 'met' : 'not yet'}; limit ${kilobytes(limit)})`,
  );
  if (total > limit) {
    console.error(
      `Expected a page of ${page} to download at most ${kilobytes(limit)} gzipped, received ${kilobytes(total)}: ${sizes.map(([file, size]) => `${file} ${kilobytes(size)}`).join(', ')}.`,
    );
    failed = true;
  }
}
if (failed) process.exit(1);
