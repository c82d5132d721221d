// A tiny static server for the examples: `pnpm start` runs it after building every package.
// It serves this folder at http://localhost:8000, the built packages under /lib/<name>/, so the
// pages load @go-board/* straight from their build output with no bundler in between, the
// framework example apps (built by Vite) under /apps/<name>/, and the sites built by static site
// generators (Astro, Eleventy, Hugo, Jekyll) under /sites/<name>/, each built with that base path.

import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const packages = resolve(here, '../../packages');
const examples = resolve(here, '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.sgf': 'application/x-go-sgf; charset=utf-8',
  '.jsonl': 'application/jsonl; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
};

/** The file a URL path names, or null when it lies outside what may be served. */
export function fileFor(urlPath) {
  const path = normalize(decodeURIComponent(urlPath.split('?')[0]));
  const library = /^[/\\]lib[/\\]([a-z-]+)[/\\]((?:dist|build)[/\\].*)$/.exec(path);
  // The framework apps (examples/react, vue, svelte) and the generated sites (examples/astro,
  // eleventy, hugo, jekyll) are served from their build output.
  const app = /^[/\\](?:apps|sites)[/\\]([a-z-]+)[/\\]?(.*)$/.exec(path);
  let root = here;
  let rest = `.${path}`;
  if (library) [root, rest] = [join(packages, library[1]), library[2]];
  else if (app) [root, rest] = [join(examples, app[1], 'dist'), app[2] || '.'];
  const file = resolve(root, rest);
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const stats = statSync(file);
    return stats.isDirectory() ? join(file, 'index.html') : file;
  } catch {
    return null;
  }
}

/** The pages under /csp/ are served with a strict Content-Security-Policy, to show (and test)
 * that the element needs no inline script or style, no eval, and not even WebAssembly. */
export const POLICIES = {
  strict: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'",
  'no-wasm': "default-src 'self'; script-src 'self'",
};

function policyFor(urlPath) {
  const match = /^\/csp\/([a-z-]+)\//.exec(urlPath);
  const policy = match && POLICIES[match[1]];
  return policy ? { 'content-security-policy': policy } : {};
}

/** Pages made for each request, by path: a module whose render() resolves with the HTML. */
const RENDERED = { '/ssr/': './ssr/page.mjs', '/ssr/index.html': './ssr/page.mjs' };

async function renderPage(module, response) {
  try {
    const html = await (await import(module)).render();
    response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
    response.end(html);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`Could not render the page: ${error?.stack ?? error}\n`);
  }
}

/** Answers one request as the examples server does: a rendered page, a file, or 404. */
export function serveExamples(request, response) {
  const rendered = RENDERED[(request.url ?? '/').split('?')[0]];
  if (rendered) return void renderPage(rendered, response);
  const file = fileFor(request.url ?? '/');
  let size = -1;
  try {
    size = file ? statSync(file).size : -1;
  } catch {
    size = -1;
  }
  if (!file || size < 0) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`Not found: ${request.url}\n`);
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': 'no-cache',
    ...policyFor(request.url ?? '/'),
  });
  createReadStream(file).pipe(response);
}

/** Starts the server on `port` (0 picks a free one), answering with `serve` (the examples by
 * default), and resolves with it once listening. */
export function startServer(port = 8000, serve = serveExamples) {
  const server = createServer(serve);
  return new Promise((resolvePromise) => server.listen(port, '127.0.0.1', () => resolvePromise(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startServer(Number(process.env.PORT ?? 8000));
  console.log(`go-board examples: http://localhost:${server.address().port}/`);
}
