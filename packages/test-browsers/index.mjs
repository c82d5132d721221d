// One place that names the browser engines of go-board's browser tests and how each is started:
// @web/test-runner configs take testRunnerBrowsers(engine), puppeteer tests puppeteerLaunchOptions.
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { puppeteerLaunchOptions } from './engines.mjs';
import { WebKitLauncher } from './webkit.mjs';
import { defaultReporter } from '@web/test-runner';
import { resultsReporter } from './results-reporter.mjs';

export {
  CHROMIUM_ARGS,
  ENGINES,
  chromiumPath,
  engineOfThisRun,
  firefoxPath,
  puppeteerLaunchOptions,
} from './engines.mjs';
export { WebKitLauncher } from './webkit.mjs';
export { LOST_BROWSER, resultsReporter } from './results-reporter.mjs';

/**
 * The @web/test-runner `browsers` for one engine. Chromium and Firefox go through the Chrome
 * launcher with puppeteer-core (what @web/test-runner-puppeteer's puppeteerLauncher does, without
 * the full `puppeteer` package, whose install script downloads a Chrome); Firefox is driven over
 * WebDriver BiDi. WebKit goes through @web/test-runner-webdriver (WebKitLauncher).
 * `chromiumArgs` are added to Chromium's switches.
 */
export function testRunnerBrowsers(engine, { chromiumArgs = [] } = {}) {
  if (engine === 'webkit') return [new WebKitLauncher()];
  const launchOptions = puppeteerLaunchOptions(engine, { chromiumArgs });
  // Given puppeteer-core, the launcher names itself after the browser: Chromium, Firefox.
  return [chromeLauncher({ launchOptions, puppeteer: puppeteerCore })];
}

/** The @web/test-runner `reporters`: its default one, and the outcome of each file for
 * go-board-web-test-runner, which runs a file again once when its browser was lost. */
export function testRunnerReporters() {
  return [defaultReporter(), resultsReporter()];
}
