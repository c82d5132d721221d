// Astro reads Markdown and MDX with remark: @go-board/remark turns ```sgf fences, ```go fences
// holding Sensei's Library diagrams, and <GoBoard> in MDX into <go-board> elements. The pages then
// load the element's standalone script, which the build copies into dist/go-board/.
import mdx from '@astrojs/mdx';
import { remarkGoBoard } from '@go-board/remark';
import { defineConfig } from 'astro/config';

export default defineConfig({
  // `pnpm start` serves the built site under /sites/astro/.
  base: '/sites/astro',
  trailingSlash: 'always',
  markdown: { remarkPlugins: [[remarkGoBoard, { defaults: { theme: 'book' } }]] },
  integrations: [mdx()],
});
