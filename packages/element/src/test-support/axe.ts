// axe-core audits of a board in the test page: the npm package's browser build, injected once.
import type { AxeResults, RunOptions } from 'axe-core';
import type { GoBoard } from '../go-board.js';

declare global {
  interface Window {
    axe?: { run(context: Element, options?: RunOptions): Promise<AxeResults> };
  }
}

/** Injects axe-core into the test page once. */
async function loadAxe(): Promise<NonNullable<Window['axe']>> {
  if (!window.axe) {
    const script = document.createElement('script');
    script.src = new URL('../../node_modules/axe-core/axe.min.js', import.meta.url).pathname;
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = () =>
        reject(new Error(`Expected axe-core at ${script.src}; install the element's dev dependencies.`));
      document.head.append(script);
    });
  }
  return window.axe!;
}

/** The violations axe-core finds in a board, as "rule: help (where)" lines; `options` narrows the
 * rules run (the contrast tests run only 'color-contrast'). */
export async function audit(board: GoBoard, options: RunOptions = {}): Promise<string[]> {
  const axe = await loadAxe();
  const results = await axe.run(board, { ...options, resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')})`,
  );
}
