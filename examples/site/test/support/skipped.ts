// The suites a contributor chose to skip with GO_BOARD_SKIP (scripts/prepare.mjs names them); the
// test command's closing lines say which and why. A test never skips itself for any other reason.

/** Whether GO_BOARD_SKIP names `suite` (e.g. `hugo`, `jekyll`). */
export function skippedByChoice(suite: string): boolean {
  return (process.env.GO_BOARD_SKIP ?? '')
    .split(',')
    .map((name) => name.trim())
    .includes(suite);
}
