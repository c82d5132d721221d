// The chunks every page loads with the standalone script, joined into it. esbuild splits the code
// that several entries share into chunks of their own, so a page of diagrams downloaded the
// standalone script and the chunks of Lit, the rules, the SGF text and the board's words beside
// it: six files gzipped one by one, each without the dictionary the others built. As one file they
// gzip 2.1 KB smaller. The scripts loaded later (a mode, the review, the hydration support) then
// import what they share with the viewer from the standalone script itself, under names this step
// gives (`_0`, `_1`, ...), so each module still exists once on a page; once every script is
// minified for good, exportUnderLocalNames gives each of those names up for the one the minifier
// gave the binding in the standalone script. That asks one thing of the standalone script: no
// top-level await for a script that imports it, which would wait for itself.
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The outputs `file` imports statically (metafile paths), and theirs. */
function staticClosure(metafile, file) {
  const seen = new Set();
  const visit = (output) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const { path, kind } of metafile.outputs[output].imports)
      if (kind === 'import-statement' && !path.startsWith('http')) visit(path);
  };
  visit(file);
  seen.delete(file);
  return seen;
}

/** An import of a merged chunk, as esbuild writes it minified: `import{a as b,c}from"./x.js";` or a
 * bare `import"./x.js";`. */
const CHUNK_IMPORT = /import\s*(?:\{([^}]*)\}\s*from\s*)?"\.\/(go-board\.chunk-[\w]+\.js)";?/g;

/**
 * Joins into the `standalone` script (a file name in `dist`) the chunks it imports statically, and
 * points every other script's imports of them at the standalone script.
 * `common` are the esbuild options of the split build. Returns the names of the chunks joined.
 */
export async function mergeViewerChunks({ metafile, dist, standalone: standaloneName, common }) {
  const standalone = Object.keys(metafile.outputs).find((path) => basename(path) === standaloneName);
  const merged = [...staticClosure(metafile, standalone)];
  // Each name a merged chunk offers the other scripts gets a short alias, `_` and a number in base
  // 36, given in the order of the chunks and their names: the aliases are written in the standalone
  // script's exports and in every other script's imports of them, where names made of the chunk's
  // hash (`__72Y7CMJI_a`) weighed some 150 B gzipped in the standalone script and 50 B in each
  // other. No public export of the standalone script starts with `_`. They last until
  // exportUnderLocalNames, which drops them.
  const aliases = new Map();
  for (const chunk of merged)
    for (const name of metafile.outputs[chunk].exports)
      aliases.set(`${basename(chunk)} ${name}`, `_${aliases.size.toString(36)}`);
  const alias = (chunk, name) => {
    const short = aliases.get(`${basename(chunk)} ${name}`);
    if (!short) throw new Error(`Expected ${basename(chunk)} to export ${name}, found no such export.`);
    return short;
  };
  const standaloneFile = join(dist, basename(standalone));

  // One build of the standalone script with its chunks, every other script left outside.
  const reexports = merged.map((chunk) => {
    const names = metafile.outputs[chunk].exports;
    return names.length
      ? `export { ${names.map((name) => `${name} as ${alias(chunk, name)}`).join(', ')} } from './${basename(chunk)}';`
      : '';
  });
  const mergedFiles = new Set(merged.map((chunk) => basename(chunk)));
  const mergedNames = new Set([basename(standalone), ...mergedFiles]);
  // The licences of what the chunks bundled (Lit's) move into the standalone script's file of them:
  // the chunks' comments pointing at their own files are left out, and one points at the new file.
  const legalFile = `${standaloneFile}.LEGAL.txt`;
  const notices = [...mergedNames].map((name) => join(dist, `${name}.LEGAL.txt`)).filter((file) => existsSync(file));
  const legal = notices
    .map((file) =>
      readFileSync(file, 'utf8')
        .replace(/^Bundled license information:\n\n/, '')
        .trim(),
    )
    .join('\n\n');
  const result = await build({
    ...common,
    legalComments: 'none',
    banner: legal ? { js: `/*! For license information please see ${basename(legalFile)} */` } : undefined,
    stdin: {
      contents: [`export * from './${basename(standalone)}';`, ...reexports].join('\n'),
      resolveDir: dist,
      sourcefile: 'merge-viewer-chunks.js',
    },
    outfile: standaloneFile,
    allowOverwrite: true,
    sourcemap: true,
    write: false,
    plugins: [
      {
        name: 'outside-the-viewer',
        setup(build) {
          build.onResolve({ filter: /^\.\/go-board\.[^/]+\.js$/ }, (args) =>
            mergedNames.has(args.path.slice(2)) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  for (const { path, contents } of result.outputFiles) writeFileSync(path, contents);
  if (legal) writeFileSync(legalFile, `Bundled license information:\n\n${legal}\n`);

  /** Fails the build where `code` (the script `name`) still imports a chunk that is gone: a form
   * of import this step does not know. */
  const checkNoneLeft = (code, name) => {
    const left = [...mergedFiles].find((chunk) => code.includes(`"./${chunk}"`));
    if (left)
      throw new Error(
        `Expected every import of ${left} to point at ${basename(standalone)} once merged, found one left in ${name}.`,
      );
  };
  checkNoneLeft(result.outputFiles.find(({ path }) => path === standaloneFile).text, basename(standalone));

  // Every other script imports the merged chunks' modules from the standalone script. The old
  // imports are blanked in place, so each column of the code stays where its source map says, and
  // the new ones go on a line of their own above, which the map skips.
  for (const output of Object.keys(metafile.outputs)) {
    const name = basename(output);
    if (!name.endsWith('.js') || name === basename(standalone) || mergedFiles.has(name)) continue;
    const file = join(dist, name);
    const code = readFileSync(file, 'utf8');
    const imports = [];
    const rewritten = code.replace(CHUNK_IMPORT, (statement, clause, chunk) => {
      if (!mergedFiles.has(chunk)) return statement;
      for (const binding of clause ? clause.split(',').filter((part) => part.trim()) : []) {
        const [imported, local = imported] = binding.trim().split(/\s+as\s+/);
        imports.push(`${alias(chunk, imported)} as ${local}`);
      }
      return ' '.repeat(statement.length);
    });
    checkNoneLeft(rewritten, name);
    if (rewritten === code) continue;
    writeFileSync(file, `import{${imports.join(',')}}from"./${basename(standalone)}";\n${rewritten}`);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(`${file}.map`, JSON.stringify(map));
  }

  const removed = [...mergedFiles].flatMap((chunk) => [chunk, `${chunk}.map`, `${chunk}.LEGAL.txt`]);
  for (const file of removed) rmSync(join(dist, file), { force: true });
  return [...mergedFiles];
}

/** An internal export of the standalone script, as mergeViewerChunks names it. */
const ALIAS = /^_[0-9a-z]+$/;
/** The standalone script's export clause, as the minifier writes it last in the script. */
const EXPORT_CLAUSE = /export\{([^}]*)\};?(?=\s*(?:\/\/# sourceMappingURL=[^\n]*\s*)?$)/;
/** Another script's import of the standalone script, minified:
 * `import{_1a as Bt,_2 as e}from"./go-board.standalone.js"`. */
const STANDALONE_IMPORT = (name) => new RegExp(`import\\{([^}]*)\\}from"\\./${name.replace(/\./g, '\\.')}"`, 'g');

/**
 * The standalone script (`standalone`, a file name in `dist`) exports each binding the other scripts
 * share with it under the name the minifier gave it there (`export{i,t,nr}`), in place of its alias
 * (`export{i as _0,t as _1,nr as _2}`), and every other script imports it under that name: the
 * aliases are some 260 B gzipped of the standalone script that no page of diagrams reads. Run once
 * every script is minified for good (the minifier renames what the scripts hold, never what they
 * export or import). Each source map is moved along with the columns that moved.
 */
export function exportUnderLocalNames({ dist, standalone }) {
  const standaloneFile = join(dist, standalone);
  const code = readFileSync(standaloneFile, 'utf8');
  const clause = EXPORT_CLAUSE.exec(code);
  if (!clause) throw new Error(`Expected ${standalone} to end with its export clause, found none.`);
  const entries = clause[1].split(',').map((entry) => {
    const [local, exported = local] = entry.trim().split(/\s+as\s+/);
    return { local, exported };
  });
  const taken = new Set(entries.filter(({ exported }) => !ALIAS.test(exported)).map(({ exported }) => exported));
  const names = new Map();
  for (const { local, exported } of entries) {
    if (!ALIAS.test(exported)) continue;
    if (taken.has(local))
      throw new Error(`Expected ${standalone} to export ${local} once, found it twice: as ${exported} and before.`);
    taken.add(local);
    names.set(exported, local);
  }
  const written = entries.map(({ local, exported }) =>
    ALIAS.test(exported) || exported === local ? local : `${local} as ${exported}`,
  );
  const start = clause.index + 'export{'.length;
  replaceAt(standaloneFile, code, start, clause[1].length, written.join(','));

  for (const file of readdirSync(dist).filter((name) => /^go-board\..*\.js$/.test(name) && name !== standalone)) {
    const path = join(dist, file);
    let text = readFileSync(path, 'utf8');
    for (const match of [...text.matchAll(STANDALONE_IMPORT(standalone))].reverse()) {
      // A script may import nothing by name (`import{}from`): it only waits for the standalone script.
      const bindings = match[1]
        .split(',')
        .filter((binding) => binding.trim())
        .map((binding) => {
          const [imported, local = imported] = binding.trim().split(/\s+as\s+/);
          const name = ALIAS.test(imported) ? names.get(imported) : imported;
          if (!name)
            throw new Error(`Expected ${standalone} to export ${imported}, which ${file} imports; found none.`);
          return name === local ? name : `${name} as ${local}`;
        });
      text = replaceAt(path, text, match.index + 'import{'.length, match[1].length, bindings.join(','));
    }
  }
}

/** Writes `code` (the text of `path`) with `length` characters at `start` replaced by `text`, and
 * moves the columns of the source map beside it (`path`.map) that follow them on their line. */
function replaceAt(path, code, start, length, text) {
  const changed = code.slice(0, start) + text + code.slice(start + length);
  writeFileSync(path, changed);
  const mapFile = `${path}.map`;
  if (!existsSync(mapFile) || text.length === length) return changed;
  const line = code.slice(0, start).split('\n').length - 1;
  const column = start - (code.lastIndexOf('\n', start - 1) + 1);
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = map.mappings.split(';');
  lines[line] = shiftColumns(lines[line], column + length, text.length - length);
  map.mappings = lines.join(';');
  writeFileSync(mapFile, JSON.stringify(map));
  return changed;
}

/** A line of a source map's mappings with every segment at `from` or after moved by `delta` columns. */
function shiftColumns(line, from, delta) {
  const [segments] = decode(line);
  if (!segments) return line;
  for (const segment of segments) if (segment[0] >= from) segment[0] += delta;
  return encode([segments]);
}
