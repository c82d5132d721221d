// WebKitGTK for @web/test-runner: Debian's WebKitWebDriver (package webkit2gtk-driver), which
// starts WebKitGTK's MiniBrowser, driven over WebDriver by @web/test-runner-webdriver. The driver
// is started on a free port when the run starts and stopped with it. WebKitGTK draws in a window,
// so the run needs a display: `xvfb-run -a` (package xvfb) gives it a virtual one.
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { PNG } from 'pngjs';

/** The viewport the puppeteer launchers give Chromium and Firefox (@web/test-runner-chrome). */
const VIEWPORT = { width: 800, height: 600 };
/** How long WebKitWebDriver may take to answer its first request on a loaded machine. */
const DRIVER_START_TIMEOUT = 60_000;

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts WebKitWebDriver on `port` and resolves with its process once it answers /status. What
 * the driver and the MiniBrowser it starts print on stderr goes to `output`, each line marked
 * `WebKitGTK:`. MiniBrowser prints "WebProcess CRASHED" when the page's process has died, which the
 * driver reports only as "Could not parse script result" to the script running then.
 */
export async function startDriver(port, command, { output = process.stderr } = {}) {
  const driver = spawn(command, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let partial = '';
  driver.stderr.on('data', (chunk) => {
    stderr += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) if (line.trim()) output.write(`WebKitGTK: ${line}\n`);
  });
  const exited = new Promise((resolve) => driver.on('exit', resolve));
  const failed = new Promise((_, reject) =>
    driver.on('error', (error) =>
      reject(
        new Error(
          `Could not start ${command} (Debian package webkit2gtk-driver; .ci/run installs it): ${error.message}`,
        ),
      ),
    ),
  );
  // A run that ends without stop() (a crash) must not leave the driver behind.
  process.on('exit', () => driver.kill());
  const started = Date.now();
  for (;;) {
    const ready = fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.json())
      .then(
        (body) => body?.value?.ready === true,
        () => false,
      );
    const code = await Promise.race([
      exited,
      failed,
      new Promise((resolve) => setTimeout(resolve, 100)).then(() => ready),
    ]);
    if (code === true) return driver;
    if (typeof code === 'number' || code === null)
      throw new Error(`${command} exited (${code}) before it answered: ${stderr.trim() || 'no message'}`);
    if (Date.now() - started > DRIVER_START_TIMEOUT)
      throw new Error(
        `${command} did not answer on port ${port} within ${DRIVER_START_TIMEOUT / 1000} s: ${stderr.trim()}`,
      );
  }
}

/** The WebDriver launcher of @web/test-runner-webdriver, with WebKitWebDriver started for it and
 * the viewport sized as the other engines' is. (`options`, `driver` and `ensureManagerInitialized`
 * are the launcher's own: @web/test-runner-webdriver 1.x reads the port from `options` when it
 * connects.) */
export class WebKitLauncher extends WebdriverLauncher {
  #driverProcess;
  #sized;
  #command;

  constructor({ command = process.env.WEBKIT_DRIVER_PATH || 'WebKitWebDriver' } = {}) {
    // WebKitWebDriver speaks WebDriver classic only: webdriverio would otherwise ask for BiDi's
    // webSocketUrl, which WebKitGTK cannot match.
    super({
      hostname: '127.0.0.1',
      port: 0,
      path: '/',
      logLevel: 'error',
      capabilities: { browserName: 'MiniBrowser', 'wdio:enforceWebDriverClassic': true },
    });
    this.#command = command;
  }

  async initialize(config, testFiles) {
    if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
      throw new Error(
        'WebKitGTK draws in a window and found no display: run the WebKit tests under `xvfb-run -a` (Debian package xvfb), as their test:webkit scripts do.',
      );
    }
    const port = await freePort();
    this.#driverProcess = await startDriver(port, this.#command);
    this.options.port = port;
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  async startSession(id, url) {
    // Sized once, before the first test page loads: the session starts on a blank page.
    this.#sized ??= this.ensureManagerInitialized().then(() => this.#sizeViewport());
    await this.#sized;
    return super.startSession(id, url);
  }

  /** The element `locator` returns (a script, from @web/test-runner-visual-regression), cut
   * out of a screenshot of the viewport: WebKitGTK 2.50's own element screenshot (WebDriver's
   * Take Element Screenshot) comes back black under Xvfb, where its viewport screenshot does not. */
  async takeScreenshot(_sessionId, locator) {
    const box = await this.driver.execute(`
      const element = (function () { ${locator} })();
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, scale: window.devicePixelRatio };`);
    const viewport = PNG.sync.read(Buffer.from(await this.driver.takeScreenshot(), 'base64'));
    const left = Math.max(0, Math.round(box.x * box.scale));
    const top = Math.max(0, Math.round(box.y * box.scale));
    const width = Math.min(viewport.width - left, Math.round(box.width * box.scale));
    const height = Math.min(viewport.height - top, Math.round(box.height * box.scale));
    const element = new PNG({ width, height });
    PNG.bitblt(viewport, element, left, top, width, height, 0, 0);
    return PNG.sync.write(element);
  }

  async stop() {
    await super.stop();
    this.#driverProcess?.kill();
  }

  /** Sizes the window so that its viewport is VIEWPORT, whatever the window's frame takes. */
  async #sizeViewport() {
    const [frameWidth, frameHeight] = await this.driver.execute(() => [
      window.outerWidth - window.innerWidth,
      window.outerHeight - window.innerHeight,
    ]);
    await this.driver.setWindowRect(null, null, VIEWPORT.width + frameWidth, VIEWPORT.height + frameHeight);
  }
}
