import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  plugins: [
    vue({
      // <go-board> is a custom element, not a Vue component.
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'go-board' } },
    }),
  ],
});
