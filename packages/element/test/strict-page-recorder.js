// The first script of the strict test pages (test/strict-pages-plugin.mjs), from the page's own
// origin as their policy allows: records every violation of the policy, from the start, for the
// test that opened the page.
window.policyViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.policyViolations.push({
    directive: event.effectiveDirective || event.violatedDirective,
    blocked: event.blockedURI,
    sample: event.sample,
  });
});
