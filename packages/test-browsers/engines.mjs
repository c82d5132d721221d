// The browser engines the tests run in, each from the system (Debian's packages), never one a
// test tool downloads: Chromium (CHROME_PATH), Firefox ESR (FIREFOX_PATH) and WebKitGTK (its
// WebDriver, WebKitWebDriver, which starts its MiniBrowser). A run picks one with GO_BOARD_ENGINE.
import { existsSync } from 'node:fs';

/** Every engine, in the order the README's test command runs them. */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engine of this run: GO_BOARD_ENGINE, else Chromium. Any other name is an error that
 * lists the names it could have been. */
export function engineOfThisRun(environment = process.env) {
  const engine = environment.GO_BOARD_ENGINE || 'chromium';
  if (!ENGINES.includes(engine)) {
    throw new Error(`GO_BOARD_ENGINE: expected ${ENGINES.join(', ')} or nothing (Chromium); received '${engine}'.`);
  }
  return engine;
}

/** Debian's Chromium, or CHROME_PATH. */
export const chromiumPath = (environment = process.env) => environment.CHROME_PATH || '/usr/bin/chromium';

/** Debian's Firefox ESR (or a plain Firefox where only that is installed), or FIREFOX_PATH. */
export function firefoxPath(environment = process.env) {
  if (environment.FIREFOX_PATH) return environment.FIREFOX_PATH;
  return ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => existsSync(path)) ?? '/usr/bin/firefox-esr';
}

/** Chromium's switches for a quiet test browser: no sandbox (CI runs as root), no GPU, and none
 * of the background traffic (updates, sync, first-run pages) a profile of its own would start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Firefox's preferences for a test browser. A touch held longer than `apz.max_tap_time` (300 ms)
 * is no tap, and sends no click: a test's tap, its down and up sent by the driver one after the
 * other, can take that long on a machine under load (touch.test.ts timed out twice that way under
 * a soak's CPU hog; a 400 ms hold loses its click, measured with puppeteer on Firefox ESR 153).
 * A reader's tap is short; so is the driver's, however slow the machine. */
export const FIREFOX_PREFS = { 'apz.max_tap_time': 60_000 };

/** How puppeteer-core launches `engine` (Chromium over CDP, Firefox over WebDriver BiDi); WebKit
 * has no puppeteer. `chromiumArgs` are added to Chromium's. */
export function puppeteerLaunchOptions(engine, { chromiumArgs = [] } = {}) {
  if (engine === 'chromium') return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...chromiumArgs] };
  if (engine === 'firefox')
    return { browser: 'firefox', executablePath: firefoxPath(), extraPrefsFirefox: FIREFOX_PREFS };
  throw new Error(
    `puppeteer drives Chromium and Firefox; expected one of them, received '${engine}' (WebKit is driven over WebDriver: testRunnerBrowsers('webkit')).`,
  );
}
