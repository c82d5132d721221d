// Pages served with a strict Content-Security-Policy, for src/element/strict-pages.test.ts: GET
// /__strict/<name>/ answers with a page of boards under POLICIES[name], the policies the README
// promises the standalone bundle works under (the examples' /csp/ pages show the same two). The
// page loads the built bundle, as a static host would serve it, after a recorder of violations.
export const POLICIES = {
  strict: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'",
  'no-wasm': "default-src 'self'; script-src 'self'",
};

const page = (name) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>A page under the ${name} policy</title>
  <script src="/packages/element/test/strict-page-recorder.js"></script>
  <script type="module" src="/packages/element/dist/go-board.standalone.js"></script>
</head>
<body>
  <go-board class="game" mode="play" size="9" allow-undo label="A game under a strict policy"></go-board>
  <go-board class="diagram" sgf="(;SZ[9]AB[cc][gc]AW[ee];B[ge]C[A diagram under a strict policy.])" move="last" coordinates></go-board>
  <go-board class="bot" mode="play" size="9" opponent="bot" bot-level="1" label="The bot under a strict policy"></go-board>
</body>
</html>
`;

export function strictPagesPlugin() {
  return {
    name: 'go-board-strict-pages',
    serve(context) {
      const name = /^\/__strict\/([a-z-]+)\/$/.exec(context.path)?.[1];
      if (!name || !POLICIES[name]) return undefined;
      return {
        body: page(name),
        type: 'html',
        headers: { 'content-security-policy': POLICIES[name], 'cache-control': 'no-store' },
      };
    },
  };
}
