// Reading a fetched record's bytes: here the rules read them in any charset at once. The
// standalone bundle puts scripts/standalone/sgf-bytes.ts in this module's place, which loads that
// reader from beside the bundle when the bytes need it (a page of `sgf` attributes never does).

/** Resolves when the rules can read `bytes`. */
export async function readyToRead(_bytes: Uint8Array): Promise<void> {}
