import { describe, expect, it } from 'vitest';
import { policyRefusesWebAssembly } from '../src/page-policy.js';

describe('reading whether a Content-Security-Policy refuses WebAssembly', () => {
  it('should refuse where script-src, or default-src without it, names neither eval keyword', () => {
    expect(policyRefusesWebAssembly("default-src 'self'; script-src 'self'")).toBe(true);
    expect(policyRefusesWebAssembly("default-src 'self'")).toBe(true);
    expect(policyRefusesWebAssembly("default-src 'none'; img-src *")).toBe(true);
  });

  it("should allow with 'wasm-unsafe-eval' or 'unsafe-eval', in any case, and without either directive", () => {
    expect(policyRefusesWebAssembly("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'")).toBe(false);
    expect(policyRefusesWebAssembly("script-src 'self' 'UNSAFE-EVAL'")).toBe(false);
    // script-src is the directive that counts; default-src only stands in where it is missing.
    expect(policyRefusesWebAssembly("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'")).toBe(false);
    expect(policyRefusesWebAssembly("img-src 'self'; style-src 'self'")).toBe(false);
    expect(policyRefusesWebAssembly('')).toBe(false);
  });

  it('should refuse where any of several policies refuses, and read the first of a repeated directive', () => {
    expect(policyRefusesWebAssembly("script-src 'self' 'wasm-unsafe-eval', script-src 'self'")).toBe(true);
    expect(policyRefusesWebAssembly("script-src 'self'; script-src 'unsafe-eval'")).toBe(true);
  });
});
