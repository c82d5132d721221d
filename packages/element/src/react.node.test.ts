import '@lit-labs/ssr/lib/install-global-dom-shim.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GO_BOARD_EVENTS } from './react.js';

/** The events the element's JSDoc contract names, as the build's custom-elements.json lists them. */
function documentedEvents(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../dist/custom-elements.json', import.meta.url), 'utf8'));
  const declaration = manifest.modules
    .flatMap((module: { declarations?: unknown[] }) => module.declarations ?? [])
    .find((declaration: { tagName?: string }) => declaration.tagName === 'go-board');
  return declaration.events.map((event: { name: string }) => event.name).sort();
}

describe('@go-board/element/react', () => {
  it('should give every event of <go-board> its on… prop, named after the event', () => {
    const wrapped = Object.entries(GO_BOARD_EVENTS);
    expect(wrapped.map(([, event]) => event).sort()).toEqual(documentedEvents());
    for (const [prop, event] of wrapped) {
      expect(prop).toBe(
        `on${event
          .split('-')
          .map((word) => word[0]!.toUpperCase() + word.slice(1))
          .join('')}`,
      );
    }
  });
});
