// custom-elements.json, from the class JSDoc of the element (its API contract), for editors,
// documentation sites and framework wrappers. The analyzer reads the TypeScript sources; the
// manifest describes the published files, so module paths are rewritten from src/*.ts to
// dist/*.js, and private members and the unnamed duplicates of documented events are left out.

/** 'src/board/board.ts' (or '/src/host/game-settings.js', as a superclass is named) -> 'dist/board/board.js'. */
const toDist = (path) => path.replace(/^\/?src\//, 'dist/').replace(/\.ts$/, '.js');

function publishedPaths() {
  return {
    name: 'go-board-published-paths',
    packageLinkPhase({ customElementsManifest }) {
      const relink = (reference) => {
        if (reference?.module) reference.module = toDist(reference.module);
      };
      for (const module of customElementsManifest.modules) {
        module.path = toDist(module.path);
        for (const exported of module.exports ?? []) relink(exported.declaration);
        for (const declaration of module.declarations ?? []) {
          relink(declaration.superclass);
          if (declaration.members) {
            declaration.members = declaration.members.filter(
              (member) => member.privacy !== 'private' && !member.name.startsWith('#'),
            );
            for (const member of declaration.members) {
              relink(member.inheritedFrom);
              // Lit's static properties come out marked public, which every other public member leaves unsaid.
              if (member.privacy === 'public') delete member.privacy;
            }
          }
          // The game settings are GoBoard's by inheritance (host/game-settings.ts).
          for (const attribute of declaration.attributes ?? []) relink(attribute.inheritedFrom);
          if (declaration.events) {
            // The analyzer also lists each `dispatchEvent(new GoLoadEvent(game, ...))` it sees,
            // named after the first argument ('game'); the JSDoc @event of the same class is the real one.
            const documented = new Set(
              declaration.events.filter((event) => event.description).map((event) => event.type?.text),
            );
            declaration.events = declaration.events.filter(
              (event) => event.name && (event.description || !documented.has(event.type?.text)),
            );
          }
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/test-support/**'],
  outdir: 'dist',
  litelement: true,
  plugins: [publishedPaths()],
};
