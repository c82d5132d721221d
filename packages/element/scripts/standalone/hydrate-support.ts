// Lit's hydration support, loaded by the standalone bundle only on pages with boards rendered on
// the server. Lit calls the support as it defines LitElement when the support comes first; here it
// comes later (it is fetched only when needed), so it is applied to LitElement by hand, before the
// bundle defines <go-board>.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { LitElement } from 'lit';

type Support = (lit: { LitElement: typeof LitElement }) => void;
const scope = globalThis as { litElementHydrateSupport?: Support; goBoardHydrateSupportApplied?: boolean };
if (!scope.goBoardHydrateSupportApplied) {
  scope.goBoardHydrateSupportApplied = true;
  scope.litElementHydrateSupport?.({ LitElement });
}
