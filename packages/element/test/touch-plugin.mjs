// A test command the launchers lack: a finger's tap at a point of the viewport, `tap` with
// { x, y }, through puppeteer's touchscreen: the DevTools protocol's touch input in Chromium, a
// WebDriver BiDi touch pointer in Firefox. WebKitGTK's WebDriver has none: its touch pointer is
// the mouse (TOUCH_INPUT in src/test-support/engines.ts).
export function touchPlugin() {
  return {
    name: 'go-board-touch',
    async executeCommand({ command, payload, session }) {
      if (command !== 'tap') return undefined;
      if (session.browser.type !== 'puppeteer') {
        throw new Error(
          `A finger's tap needs a puppeteer launcher (Chromium, Firefox); received ${session.browser.name}, whose driver has no touch input.`,
        );
      }
      await session.browser.getPage(session.id).touchscreen.tap(payload.x, payload.y);
      return true;
    },
  };
}
