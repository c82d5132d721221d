// A test command the Chrome launcher lacks: emulate `forced-colors: active` (Windows high
// contrast) through the DevTools protocol, so the forced-colors styles can be tested.
export function forcedColorsPlugin() {
  return {
    name: 'go-board-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-forced-colors') return undefined;
      const page = session.browser.getPage(session.id);
      await page.emulateMediaFeatures([{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }]);
      return true;
    },
  };
}
