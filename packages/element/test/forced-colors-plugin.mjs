// A test command the Chrome launcher lacks: emulate `forced-colors: active` (Windows high
// contrast) through the DevTools protocol, so the forced-colors styles can be tested. The forced
// palette follows `prefers-color-scheme`: `scheme: 'dark'` gives the light-on-dark one (white
// text, yellow links on black), as a "Night sky" contrast theme does.
export function forcedColorsPlugin() {
  return {
    name: 'go-board-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-forced-colors') return undefined;
      const page = session.browser.getPage(session.id);
      await page.emulateMediaFeatures([
        { name: 'forced-colors', value: payload?.active ? 'active' : 'none' },
        { name: 'prefers-color-scheme', value: payload?.active && payload.scheme === 'dark' ? 'dark' : '' },
      ]);
      return true;
    },
  };
}
