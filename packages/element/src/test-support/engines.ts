// The browser engine these tests run in (Chromium, Firefox or WebKit: the test run picks one, see
// web-test-runner.config.mjs), and the tests an engine cannot run. Such a test is never skipped
// silently: it says which engine lacks what, with the engine's bug or the missing feature, and
// the run lists it as skipped in that engine (and only there).

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** What an engine lacks that a test needs, in a sentence with a link, by engine. */
export type Lacking = Partial<Record<Engine, string>>;

/** The engine of this page, from its user agent: Firefox names itself, Chromium names Chrome
 * (HeadlessChrome when headless), and WebKit (WebKitGTK, Safari) names neither. */
export const engine: Engine = /Firefox\//.test(navigator.userAgent)
  ? 'firefox'
  : /Chrome\//.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';

const ENGINE_NAMES: Record<Engine, string> = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

/** `title`, with why it does not run here where this engine lacks what it needs. */
function titled(title: string, lacking: Lacking): string {
  const reason = lacking[engine];
  return reason ? `${title} [not in ${ENGINE_NAMES[engine]}: ${reason}]` : title;
}

/** `it`, in every engine but those `lacking` names; in those, the test is listed as skipped with
 * the reason in its title. */
export function itWhereSupported(lacking: Lacking, title: string, test: Mocha.AsyncFunc): void {
  if (lacking[engine]) it.skip(titled(title, lacking), test);
  else it(title, test);
}

/** `describe`, as itWhereSupported: every test of it skipped, saying why, where the engine lacks
 * what they need. */
export function describeWhereSupported(lacking: Lacking, title: string, suite: (this: Mocha.Suite) => void): void {
  if (lacking[engine]) describe.skip(titled(title, lacking), suite);
  else describe(title, suite);
}

/** Emulating `forced-colors: active` (Windows high contrast) needs the browser's automation to
 * offer it: Chromium's DevTools protocol does; the others' drivers do not. */
export const FORCED_COLOURS_EMULATION: Lacking = {
  firefox:
    "the WebDriver BiDi of Firefox ESR 153 has no emulation.setForcedColorsModeThemeOverride (https://github.com/w3c/webdriver-bidi/pull/905), and puppeteer's emulateMediaFeatures needs the DevTools protocol, which Firefox does not speak (https://github.com/puppeteer/puppeteer/issues/6323)",
  webkit:
    'WebKitWebDriver speaks WebDriver classic, which cannot emulate a media feature (https://github.com/w3c/webdriver/issues/1693)',
};

/** Emulating `prefers-reduced-motion`, as FORCED_COLOURS_EMULATION. */
export const REDUCED_MOTION_EMULATION: Lacking = {
  firefox:
    "the WebDriver BiDi of Firefox ESR 153 has no emulation.setMediaFeaturesOverride (https://github.com/w3c/webdriver-bidi/pull/1076), and puppeteer's emulateMediaFeatures needs the DevTools protocol, which Firefox does not speak (https://github.com/puppeteer/puppeteer/issues/6323)",
  webkit: FORCED_COLOURS_EMULATION.webkit!,
};

/** A finger's touch from the test's driver. */
export const TOUCH_INPUT: Lacking = {
  webkit:
    "WebKitGTK 2.50's WebDriver delivers a touch pointer as the mouse, as WebKit does where the screen has no touch (https://github.com/w3c/webdriver/issues/1665), and the GTK port made touches pointer events only after 2.50 (https://bugs.webkit.org/show_bug.cgi?id=303044)",
};

/** A key held down while the mouse clicks (Shift with a click), from the test's driver. */
export const HELD_KEYS: Lacking = {
  webkit:
    '@web/test-runner-webdriver sends keys with WebDriver classic\'s element send keys only ("press" and "type"), so no key can be held down while the mouse clicks (https://github.com/modernweb-dev/web/blob/master/packages/test-runner-commands/src/sendKeysPlugin.ts)',
};

/** Emulating print media (`@media print`), as FORCED_COLOURS_EMULATION: Chromium's DevTools
 * protocol sets the media type; neither WebDriver BiDi nor WebDriver classic can. */
export const PRINT_EMULATION: Lacking = {
  firefox:
    "the WebDriver BiDi of Firefox ESR 153 has no command to set the media type, and puppeteer's emulateMediaType needs the DevTools protocol, which Firefox does not speak (https://github.com/puppeteer/puppeteer/issues/6323)",
  webkit:
    'WebKitWebDriver speaks WebDriver classic, which cannot emulate a media type (https://github.com/w3c/webdriver/issues/1693)',
};

/** Decoding an animated image frame by frame, with WebCodecs' ImageDecoder. */
export const IMAGE_DECODER: Lacking = {
  webkit:
    'WebKitGTK 2.50 has no ImageDecoder (WebCodecs image decoding: https://developer.mozilla.org/en-US/docs/Web/API/ImageDecoder#browser_compatibility); the GIF encoder itself is checked by an independent decoder in src/export/gif.node.test.ts',
};
