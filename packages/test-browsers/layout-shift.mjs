// How much a page moves while it loads, with the element's script late: what the issue "nothing
// jumps" asks of every page that shows boards. Two measures of one load, in a puppeteer page:
// - the cumulative layout shift Chromium reports (a `layout-shift` PerformanceObserver, buffered,
//   summing the shifts no input caused), where the engine reports layout shifts (Chromium does,
//   Firefox does not);
// - in every engine, each element of the page in view (the boards, and what is around them), where
//   it was when the page was first drawn without the script and where it is once every board has
//   drawn its record.

/**
 * @typedef {object} LateLoad
 * @property {number | null} layoutShift The page's cumulative layout shift over the whole load,
 *   null in an engine that reports no layout shifts.
 * @property {boolean} definedAtFirstDrawing Whether `<go-board>` was defined when the page was
 *   first drawn (false: the measure covers the boards' wait for their script).
 * @property {string[]} moved The elements in view when the page was first drawn (the boards'
 *   boxes, and every element outside them, by a CSS path) that were drawn somewhere else, or of
 *   another size, before the script than after, each with both boxes: what a reader sees move.
 * @property {string[]} movedOutOfView The same for the elements further down the page, which a
 *   reader who scrolls there after the load does not see move.
 * @property {number} boards How many boards the page shows.
 */

/** The element's script: the standalone file, wherever a site serves it from. */
const SCRIPT = /\/go-board\.standalone\.js$/;

/** Installed in the page before its own scripts: the shift observer, and the boxes of the first
 * frame the page draws once it is parsed (a frame waits for the page's stylesheets). */
function watchPage() {
  const state = { shifts: 0, supported: false, first: null, definedAtFirst: null };
  window.__goBoardLayout = state;
  if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) {
    state.supported = true;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }
  /** Each element outside the boards, by a CSS path, with its box in the document. */
  state.boxes = () => {
    const boxes = {};
    const walk = (element, path) => {
      const counts = {};
      for (const child of element.children) {
        const name = child.localName;
        counts[name] = (counts[name] ?? 0) + 1;
        const childPath = `${path} > ${name}:nth-of-type(${counts[name]})`;
        if (['script', 'style', 'link', 'meta', 'template', 'noscript'].includes(name)) continue;
        const box = child.getBoundingClientRect();
        // Nothing to see (a select's options, an empty element): never a move a reader sees.
        if (box.width === 0 && box.height === 0) continue;
        boxes[childPath] = [box.left + scrollX, box.top + scrollY, box.width, box.height].map(
          (n) => Math.round(n * 10) / 10,
        );
        // A board's own parts change as it draws; its box is what the page around it sees.
        if (name !== 'go-board') walk(child, childPath);
      }
    };
    walk(document.body, 'body');
    return boxes;
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    requestAnimationFrame(() => {
      state.definedAtFirst = customElements.get('go-board') !== undefined;
      state.first = state.boxes();
    });
  });
}

/**
 * Opens `url` in `page` with the response to the element's script (a request for
 * `go-board.standalone.js`) held back `delay` ms by the server's side, and measures how much the
 * page moved by the time every board is defined, has its record, has drawn it, and every request
 * the page made has been answered, the fonts and images included.
 * @param {import('puppeteer-core').Page} page A new page.
 * @param {string} url
 * `withoutStylesheet` takes go-board.css out of the page (its link answered with nothing, the
 * `<style>` an integration wrote removed from the HTML), to measure a page as it was without it.
 * @param {{ delay?: number, withoutStylesheet?: boolean }} [options]
 * @returns {Promise<LateLoad>}
 */
export async function loadWithLateScript(page, url, { delay = 1000, withoutStylesheet = false } = {}) {
  let pending = 0;
  let settled = () => {};
  const answered = () => {
    pending -= 1;
    if (pending === 0) settled();
  };
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    pending += 1;
    const path = new URL(request.url()).pathname;
    if (SCRIPT.test(path)) setTimeout(() => request.continue(), delay);
    else if (withoutStylesheet && path.endsWith('/go-board.css'))
      request.respond({ status: 200, contentType: 'text/css', body: '' });
    else if (withoutStylesheet && request.resourceType() === 'document')
      fetch(request.url())
        .then((response) => response.text())
        .then((html) =>
          request.respond({
            status: 200,
            contentType: 'text/html; charset=utf-8',
            body: html.replace(/<style[^>]*>\s*\/\* go-board\.css:[\s\S]*?<\/style>/g, ''),
          }),
        );
    else request.continue();
  });
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  await page.evaluateOnNewDocument(watchPage);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => customElements.get('go-board') !== undefined);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('go-board')].every(
      (board) => board.isReady || board.shadowRoot?.querySelector('[part="error"]'),
    ),
  );
  // Every request answered: the records from `src`, the chunks a board loads when it needs them.
  for (;;) {
    if (pending > 0) await new Promise((resolve) => (settled = resolve));
    await page.evaluate(async () => {
      await Promise.all([...document.querySelectorAll('go-board')].map((board) => board.updateComplete));
      await document.fonts.ready;
      await Promise.all(
        [...document.images].map((image) =>
          image.complete
            ? null
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
      // Two frames drawn since: the shifts of the last one are reported.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    if (pending === 0) break;
  }
  const result = await page.evaluate(() => {
    const state = window.__goBoardLayout;
    const last = state.boxes();
    // In view: some of the element was within the window when the page was first drawn. What a
    // reader sees of it is its box cut at the window's bottom (a column that grows further down
    // does not move).
    const inView = (path) => state.first[path][1] < innerHeight && state.first[path][1] + state.first[path][3] > 0;
    const seen = (box) => box && [box[0], box[1], box[2], Math.min(box[1] + box[3], innerHeight) - box[1]];
    const same = (path) =>
      inView(path)
        ? JSON.stringify(seen(state.first[path])) === JSON.stringify(seen(last[path]))
        : JSON.stringify(state.first[path]) === JSON.stringify(last[path]);
    const changed = Object.keys(state.first ?? {}).filter((path) => !same(path));
    const describe = (path) => `${path}: ${JSON.stringify(state.first[path])} -> ${JSON.stringify(last[path] ?? null)}`;
    return {
      layoutShift: state.supported ? state.shifts : null,
      definedAtFirstDrawing: state.definedAtFirst,
      moved: changed.filter(inView).map(describe),
      movedOutOfView: changed.filter((path) => !inView(path)).map(describe),
      boards: document.querySelectorAll('go-board').length,
    };
  });
  return result;
}
