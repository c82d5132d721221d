import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative asset paths, so the built app also works under /apps/react/ on the examples site.
export default defineConfig({ base: './', plugins: [react()] });
