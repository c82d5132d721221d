// How often a page with a board is asked of its server. The core reads the page's
// Content-Security-Policy header before it compiles WebAssembly (packages/core/src/page-policy.ts,
// a HEAD request with cache: 'force-cache'), and a server that renders its pages per request
// (WordPress, any PHP page) renders the whole page again for every request made of it. The pages
// here come from a server that notes the method of every request made of each; the browser is
// Chromium, or Firefox in test:firefox. (WebKitGTK 2.50, which these tests do not drive, sent the
// HEAD request for every page, measured under WebKitWebDriver, as Firefox does.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import { engineOfThisRun } from '@go-board/test-browsers';
import { describe, expect, it } from 'vitest';
import { pageErrors, useSite, waitForBoards } from './support/site.js';
// @ts-expect-error: a plain JavaScript module without types
import { POLICIES, serveExamples } from '../serve.mjs';

type Policy = 'strict' | 'no-wasm';

/** The Cache-Control a page is sent with, by name: none, as most pages are sent, or `no-store`,
 * which forbids the browser to keep the response. */
const CACHING = { 'no-cache-control': {}, 'no-store': { 'cache-control': 'no-store' } } as const;
type Caching = keyof typeof CACHING;

/**
 * The requests the server sees of a page sent without Cache-Control, by engine. Chromium answers
 * the core's HEAD request from the response its navigation kept. Firefox ESR 153 answers no HEAD
 * request from its cache: it asks the server again even for a page sent `max-age=600` (a GET with
 * 'force-cache' it does answer from the kept response), so there the policy is read from the HEAD
 * response, as before.
 */
const KEPT_PAGE_REQUESTS: Record<'chromium' | 'firefox', string[]> = {
  chromium: ['GET'],
  firefox: ['GET', 'HEAD'],
};

const page = (policy: Policy) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <title>A page under the ${policy} policy that counts the requests made of it</title>
  <script type="module" src="/lib/element/dist/go-board.standalone.js"></script>
</head>
<body>
  <go-board mode="play" size="9" label="A board on a counted page"></go-board>
</body>
</html>
`;

/** The methods of the requests made of each counted page, by its path and query. */
const requestsOf = new Map<string, string[]>();

/** /counted/<policy>/<caching>/?visit=<n>: a page of one board under POLICIES[policy], sent with
 * CACHING[caching], each request of it noted; anything else as the examples server answers it. */
function serveCounted(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://counted');
  const [, policy, caching] = /^\/counted\/([a-z-]+)\/([a-z-]+)\/$/.exec(url.pathname) ?? [];
  if (!policy || !(policy in POLICIES) || !caching || !(caching in CACHING)) return serveExamples(request, response);
  const key = url.pathname + url.search;
  requestsOf.set(key, [...(requestsOf.get(key) ?? []), request.method ?? '']);
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': POLICIES[policy],
    ...CACHING[caching as Caching],
  });
  response.end(page(policy as Policy));
}

const site = useSite(serveCounted);
let visits = 0;

/** Opens a counted page (a new visit each time, so nothing is kept from an earlier one), plays a
 * stone on its board, and reads back what its server saw of it and what the page fetched. */
async function visit(policy: Policy, caching: Caching) {
  const path = `/counted/${policy}/${caching}/?visit=${(visits += 1)}`;
  const page = await site.newPage();
  const errors = pageErrors(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(site.base + path, { waitUntil: 'load' });
  // The core is loaded, and so the page's policy read, before the board shows its game.
  await waitForBoards(page);
  const stone = await page.evaluate(async () => {
    const board = document.querySelector('go-board') as HTMLElement & {
      play(point: { x: number; y: number }): void;
      game: { at(point: { x: number; y: number }): string | null };
      updateComplete: Promise<unknown>;
    };
    board.play({ x: 4, y: 4 });
    await board.updateComplete;
    return board.game.at({ x: 4, y: 4 });
  });
  await page.close();
  return { requests: requestsOf.get(path), fetched, errors, stone };
}

/** Whether the page took the core compiled to JavaScript (fetched only where WebAssembly is
 * refused) rather than the WebAssembly one. */
const tookJavaScriptCore = (fetched: string[]) => fetched.includes('/lib/element/dist/go-board.core.js');

const ENGINE_NAMES = { chromium: 'Chromium', firefox: 'Firefox' } as const;
const engine = engineOfThisRun() as keyof typeof KEPT_PAGE_REQUESTS;
const keptPageRequests = KEPT_PAGE_REQUESTS[engine];

describe('the requests a page with a board makes of its own server', () => {
  for (const [policy, javascript] of [
    ['strict', false],
    ['no-wasm', true],
  ] as const) {
    const core = javascript ? 'the core compiled to JavaScript' : 'the WebAssembly core';
    const asked =
      keptPageRequests.length === 1
        ? 'its policy read from the kept response, the page not asked for again'
        : `asked for again with a HEAD request (${ENGINE_NAMES[engine]} answers none from its cache)`;

    it(`should take ${core} on a ${policy} page sent without Cache-Control, ${asked}`, async () => {
      const { requests, fetched, errors, stone } = await visit(policy, 'no-cache-control');
      expect(stone).toBe('black');
      expect(tookJavaScriptCore(fetched)).toBe(javascript);
      expect(requests).toEqual(keptPageRequests);
      // The policy was read before anything was compiled: no engine reported a refused compile.
      expect(errors).toEqual([]);
    });

    it(`should take ${core} on a ${policy} page sent Cache-Control: no-store, asked for again with a HEAD request`, async () => {
      const { requests, fetched, errors, stone } = await visit(policy, 'no-store');
      expect(stone).toBe('black');
      expect(tookJavaScriptCore(fetched)).toBe(javascript);
      expect(requests).toEqual(['GET', 'HEAD']);
      expect(errors).toEqual([]);
    });
  }
});
