import { readFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCore } from '../src/index.js';

// A page whose Content-Security-Policy lacks 'wasm-unsafe-eval' refuses to run WebAssembly, and
// each engine refuses in its own way: Chromium and Firefox to compile any module, WebKit only to
// instantiate one, each with an error in words of its own. Here the refusal is stood in for by
// making WebAssembly throw what that engine throws where that engine throws it (the core is handed
// over compiled; Node's own fetch, which instantiates WebAssembly of its own, is left alone).
const { instantiate, Instance, Module } = WebAssembly;
let release: WebAssembly.Module;

beforeAll(async () => {
  release = await WebAssembly.compile(await readFile(new URL('../build/release.wasm', import.meta.url)));
});

/** Makes WebAssembly refuse the core, and any new module or instance (only instances where
 * `refuses` is 'instantiate'), with `message`, as a refusing page does. */
function refuseWebAssembly(message: string, refuses: 'compile' | 'instantiate'): void {
  const refuse = (): never => {
    throw new WebAssembly.CompileError(message);
  };
  Object.assign(WebAssembly, {
    instantiate: (source: WebAssembly.Module, imports?: WebAssembly.Imports) =>
      source === release ? Promise.reject(new WebAssembly.CompileError(message)) : instantiate(source, imports),
    // Proxies, so that `instanceof WebAssembly.Module` still knows the compiled core.
    Instance: new Proxy(Instance, { construct: refuse }),
    ...(refuses === 'compile' ? { Module: new Proxy(Module, { construct: refuse }) } : {}),
  });
}

afterEach(() => {
  Object.assign(WebAssembly, { instantiate, Instance, Module });
});

describe('loading the core where the page refuses WebAssembly', () => {
  const engines = {
    Firefox: ['call to WebAssembly.compile() blocked by CSP', 'compile'],
    Chromium: [
      "WebAssembly.compile(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script",
      'compile',
    ],
    WebKit: [
      "Refused to create a WebAssembly object because 'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source of script",
      'instantiate',
    ],
  } as const;
  for (const [engine, [message, refuses]] of Object.entries(engines)) {
    it(`should take the JavaScript build when ${engine} refuses in its own words`, async () => {
      refuseWebAssembly(message, refuses);
      const core = await loadCore({ webassembly: release, javascript: true });
      // Only the WebAssembly build exports a WebAssembly.Memory.
      expect(core.memory).not.toBeInstanceOf(WebAssembly.Memory);
      const board = core.createBoard(9, 9);
      expect(core.playMove(board, 4, 4, 1)).toBe(0);
      expect(core.stoneAt(board, 4, 4)).toBe(1);
    });
  }

  it('should report a broken WebAssembly file where WebAssembly is allowed, not hide it behind the JavaScript build', async () => {
    const broken = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0xff]);
    await expect(loadCore({ webassembly: broken, javascript: true })).rejects.toThrow(WebAssembly.CompileError);
  });
});
