// `using game = new Game()` calls game[Symbol.dispose]() at the end of the block. TypeScript
// compiles `using` for older targets too, but its helper reads Symbol.dispose when the block runs,
// so runtimes without the symbol (browsers before 2025, Node before 18.18) need one defined.

/** The key polyfills register, so that every library that defines it agrees on one symbol. */
const POLYFILLED_DISPOSE = Symbol.for('Symbol.dispose');

/** Symbol.dispose, first defined on `symbols` (the global Symbol) as the registered
 * Symbol.for('Symbol.dispose') where the runtime lacks it. game.ts calls it before building the
 * Game class, whose `[Symbol.dispose]()` key is read at that moment. */
export function ensureDisposeSymbol(symbols: { readonly dispose?: symbol } = Symbol): symbol {
  if (typeof symbols.dispose === 'symbol') return symbols.dispose;
  Object.defineProperty(symbols, 'dispose', { value: POLYFILLED_DISPOSE });
  return POLYFILLED_DISPOSE;
}
