// What every browser bench of the element needs: a static host that serves one build's `dist`
// folder (the standalone bundle and the files it loads from beside itself: the core, chunks,
// words, workers) with the bench's page at every other path, and headless Chromium from Debian
// (CHROME_PATH, default /usr/bin/chromium), as the browser tests use.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import puppeteer from 'puppeteer-core';

const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.map': 'application/json' };

/** A page that loads the standalone bundle, its body `width` pixels wide, holding `body`. */
export function benchPage(title, width, body = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script type="module" src="/go-board.standalone.js"></script></head>
<body style="width: ${width}px">${body}</body></html>`;
}

/** Serves `dist` as a static host would, and `page` for any path that names no file of it.
 * Resolves with the server and its address. */
export async function serveBuild(dist, page) {
  const server = createServer((request, response) => {
    const name = new URL(request.url, 'http://localhost').pathname.slice(1);
    if (!/^[\w.-]+\.(js|wasm|map)$/.test(name)) {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(page);
      return;
    }
    try {
      const body = readFileSync(join(dist, name));
      response.writeHead(200, { 'content-type': TYPES[extname(name)] });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** Headless Chromium, quiet: no background traffic that would share the machine with the page. */
export function launchChromium() {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
