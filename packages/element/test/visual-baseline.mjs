// Screenshot baselines live in screenshots/baseline/<engine>/<name>.png. A screenshot without a baseline
// becomes the baseline (and passes), so the first run on a new diagram records it and every
// later run compares against it; the plugin alone would fail that first run.
import { createRequire } from 'node:module';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const pluginEntry = require.resolve('@web/test-runner-visual-regression/plugin');
// The plugin's own pixelmatch comparison, beside its CommonJS entry (dist/index.js).
const { pixelMatchDiff } = createRequire(pluginEntry)('./pixelMatchDiff.js');

/** An empty image stands for "no baseline yet" between getBaseline and getImageDiff. */
const NO_BASELINE = Buffer.alloc(0);

export function baselineOnFirstRun(baseDir, engine) {
  const baselinePath = (name) => join(resolve(baseDir), 'baseline', engine, `${name}.png`);
  return {
    baseDir,
    getBaselineName: ({ name }) => join('baseline', engine, name),
    getDiffName: ({ name }) => join('failed', engine, `${name}-diff`),
    getFailedName: ({ name }) => join('failed', engine, name),
    async getBaseline({ filePath }) {
      try {
        return await readFile(filePath);
      } catch {
        return NO_BASELINE;
      }
    },
    async getImageDiff({ name, baselineImage, image, options }) {
      if (baselineImage.length === 0) {
        const path = baselinePath(name);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, image);
        console.log(`Recorded the screenshot baseline ${path}`);
        return { error: '', diffImage: image, diffPercentage: 0, diffPixels: 0 };
      }
      return pixelMatchDiff({ baselineImage, image, options });
    },
    // Antialiasing of curves and text differs by a few pixels between runs and machines; a real
    // change (a missing stone, a moved mark) changes far more than this.
    diffOptions: { threshold: 0.2, includeAA: false },
    failureThreshold: 0.5,
    failureThresholdType: 'percent',
  };
}
