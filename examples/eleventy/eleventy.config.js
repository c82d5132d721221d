// Eleventy renders Markdown with markdown-it: @go-board/markdown-it turns ```sgf fences and
// ```go fences holding Sensei's Library diagrams into <go-board> elements. The pages load the
// element's standalone script, which the build copies into dist/go-board/.
import { goBoardPlugin } from '@go-board/markdown-it';

export default function (eleventyConfig) {
  eleventyConfig.amendLibrary('md', (markdown) => markdown.use(goBoardPlugin, { defaults: { theme: 'book' } }));
  eleventyConfig.addPassthroughCopy({ 'src/games': 'games' });
}

export const config = {
  dir: { input: 'src', output: 'dist' },
  // `pnpm start` serves the built site under /sites/eleventy/.
  pathPrefix: '/sites/eleventy/',
};
