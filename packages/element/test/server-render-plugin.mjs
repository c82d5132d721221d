// Boards rendered on the server, for the hydration tests: GET /__server-render?attributes={…}
// answers with the HTML @go-board/element/ssr makes for a <go-board> with those attributes. The
// test runner runs in Node, so the real server renderer (the built dist/ssr) does the work.
export function serverRenderPlugin() {
  return {
    name: 'go-board-server-render',
    async serve(context) {
      if (context.path !== '/__server-render') return undefined;
      const { init, renderBoardToString } = await import('../dist/ssr/index.js');
      await init();
      const attributes = JSON.parse(context.URL.searchParams.get('attributes') ?? '{}');
      return { body: renderBoardToString(attributes), type: 'html' };
    },
  };
}
