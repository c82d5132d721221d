// The element on pages served with a strict Content-Security-Policy: no inline script or style,
// no eval, and on the second page no WebAssembly either (the core then runs compiled to
// JavaScript). The browser (Chromium, and Firefox in test:firefox) enforces the policy; any
// violation shows up as a console error, and none may.
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, useSite, waitForBoards } from './support/site.js';
// @ts-expect-error: a plain JavaScript module without types
import { POLICIES } from '../serve.mjs';

const site = useSite();

async function openStrict(
  name: string,
): Promise<{ page: Page; errors: string[]; requests: string[]; policy: string | undefined }> {
  const page = await site.newPage();
  const errors = pageErrors(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const response = await page.goto(`${site.base}/csp/${name}/`, { waitUntil: 'load' });
  await waitForBoards(page);
  return { page, errors, requests, policy: response?.headers()['content-security-policy'] };
}

/** Plays a move with the keyboard on the play board and reads back the stone. */
async function playCentre(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const board = document.querySelector('go-board[mode="play"]') as HTMLElement & {
      play(x: number, y: number): void;
      game: { at(x: number, y: number): string | null };
      updateComplete: Promise<unknown>;
    };
    board.play({ x: 4, y: 4 });
    await board.updateComplete;
    return board.game.at({ x: 4, y: 4 });
  });
}

describe('strict Content-Security-Policy pages', () => {
  it('should run with WebAssembly allowed but no inline script, style or eval', async () => {
    const { page, errors, requests, policy } = await openStrict('strict');
    expect(policy).toBe(POLICIES.strict);
    expect(await playCentre(page)).toBe('black');
    expect(requests).not.toContain('/lib/element/dist/go-board.core.js');
    expect(errors).toEqual([]);
  });

  it('should fall back to the core compiled to JavaScript where WebAssembly is refused', async () => {
    const { page, errors, requests, policy } = await openStrict('no-wasm');
    expect(policy).toBe(POLICIES['no-wasm']);
    expect(await playCentre(page)).toBe('black');
    expect(requests).toContain('/lib/element/dist/go-board.core.js');
    // The core reads the page's policy before it compiles anything, so nothing is refused: no
    // engine reports a refused compile (Firefox reports each as an error in the console).
    expect(errors).toEqual([]);
  });
});
