// Stands in for src/register.ts in the standalone bundle, whose entry registers <go-board> itself
// once it knows whether Lit's hydration support is needed first (see entry.ts).
export {};
