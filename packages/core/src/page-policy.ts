// Whether the page's Content-Security-Policy refuses WebAssembly, read from the policy itself
// rather than learnt by compiling: an engine reports every refused compile, and Firefox reports
// it as an error in the page's console, so a refused compile (or a probe of one) would log an
// error on every load of a page that refuses WebAssembly, though the JavaScript build then
// runs as it should.

/**
 * Whether a Content-Security-Policy refuses to compile WebAssembly: `policy` is the value of one
 * header or meta element, which may hold several policies separated by commas. A policy refuses
 * when its `script-src` directive (or, without one, its `default-src`) names neither
 * 'wasm-unsafe-eval' nor 'unsafe-eval'; the page refuses when any of its policies does.
 */
export function policyRefusesWebAssembly(policy: string): boolean {
  return policy.split(',').some((one) => {
    const directives = new Map<string, string[]>();
    for (const directive of one.split(';')) {
      const [name, ...sources] = directive.trim().toLowerCase().split(/\s+/);
      // The first of two directives of one name is the one that counts.
      if (name && !directives.has(name)) directives.set(name, sources);
    }
    const sources = directives.get('script-src') ?? directives.get('default-src');
    return sources !== undefined && !sources.includes("'wasm-unsafe-eval'") && !sources.includes("'unsafe-eval'");
  });
}

let reading: Promise<boolean | undefined> | undefined;

/**
 * Whether this page refuses WebAssembly by its Content-Security-Policy, as far as the page can
 * tell without compiling: its `<meta http-equiv="Content-Security-Policy">` elements, then the
 * policy header of its own response (once a page; a policy only reported,
 * Content-Security-Policy-Report-Only, refuses nothing). That header is read from the response
 * the browser kept in its HTTP cache when it loaded the page, so the server is not asked for the
 * page a second time (a page rendered per request would be rendered again); a page the browser
 * did not keep (sent `Cache-Control: no-store`) is asked for again with a HEAD request, and so is
 * every page in a browser that answers no HEAD request from its cache (Firefox, WebKitGTK) or in a
 * frame (Chromium keeps a frame's page apart from the frame's own requests).
 * `undefined` where the policy cannot be read: outside a page (Node, a worker), or when the
 * request fails; loading then learns it from a refused compile as before.
 */
export function pageRefusesWebAssembly(): Promise<boolean | undefined> {
  reading ??= readPagePolicy();
  return reading;
}

async function readPagePolicy(): Promise<boolean | undefined> {
  if (typeof document === 'undefined' || typeof fetch !== 'function') return undefined;
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[http-equiv="content-security-policy" i]');
  if (Array.from(metas).some((meta) => policyRefusesWebAssembly(meta.content))) return true;
  const page = new URL(document.URL);
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return undefined;
  page.hash = '';
  try {
    // 'force-cache' takes the kept response however stale (the page's own navigation stored it,
    // headers and all), and asks the server only where there is none; 'default' would revalidate.
    const response = await fetch(page, { method: 'HEAD', credentials: 'same-origin', cache: 'force-cache' });
    const policy = response.headers.get('content-security-policy');
    return policy !== null && policyRefusesWebAssembly(policy);
  } catch {
    return undefined;
  }
}
