// Loading the WebAssembly core, in Node (from the file beside this module), in browsers with or
// without a bundler (fetched from the URL beside this module), or from bytes the caller supplies
// (a single-file build inlines them).

import type { CoreExports } from './exports.js';

/** Where the core's WebAssembly can come from. Without one, the release build beside this module. */
export type CoreSource = BufferSource | WebAssembly.Module | URL | string | Response | Promise<Response>;

/** The release build's location, next to this module in the published package. */
export function defaultCoreUrl(): URL {
  return new URL('../build/release.wasm', import.meta.url);
}

/** Reads an AssemblyScript string (UTF-16, byte length just before it) from memory. */
function readString(memory: WebAssembly.Memory, pointer: number): string {
  if (!pointer) return '';
  const bytes = new Uint32Array(memory.buffer, pointer - 4, 1)[0];
  return String.fromCharCode(...new Uint16Array(memory.buffer, pointer, bytes >>> 1));
}

async function compile(source: CoreSource): Promise<WebAssembly.Module> {
  if (source instanceof WebAssembly.Module) return source;
  if (ArrayBuffer.isView(source) || source instanceof ArrayBuffer) return WebAssembly.compile(source);
  const resolved = await source;
  if (typeof Response !== 'undefined' && resolved instanceof Response) {
    if (!resolved.ok) {
      throw new Error(`Could not load the go-board core: expected HTTP 200 for ${resolved.url}, received ${resolved.status}.`);
    }
    // Servers that send WebAssembly with another MIME type still work, only without streaming.
    return WebAssembly.compile(await resolved.arrayBuffer());
  }
  const url = resolved instanceof URL ? resolved : new URL(String(resolved), defaultCoreUrl());
  if (url.protocol === 'file:') {
    // Node, Deno and Bun: read the file. The specifier is a variable so bundlers leave it alone.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as { readFile(path: URL): Promise<Uint8Array<ArrayBuffer>> };
    return WebAssembly.compile(await readFile(url));
  }
  return compile(fetch(url));
}

/** Instantiates the core. Most callers want `init()` from @go-board/rules, which calls this once. */
export async function loadCore(source: CoreSource = defaultCoreUrl()): Promise<CoreExports> {
  const module = await compile(source);
  let memory: WebAssembly.Memory | undefined;
  const instance = await WebAssembly.instantiate(module, {
    env: {
      abort(message: number, file: number, line: number, column: number): never {
        const text = memory ? `${readString(memory, message)} at ${readString(memory, file)}:${line}:${column}` : 'abort';
        throw new Error(`go-board core aborted: ${text}`);
      },
    },
  });
  const exports = instance.exports as unknown as CoreExports;
  memory = exports.memory;
  return exports;
}
