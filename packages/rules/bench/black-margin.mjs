// A counted result as a number, for the count benchmark and for gathering its records alike: what
// the bench measures against is exactly what the gathering calls a count.

/** Black's margin in a result such as 'B+3.5', 'W+0.5' or '0'; NaN for anything else ('B+R', 'W+T', 'Void'). */
export function blackMargin(result) {
  if (result === '0') return 0;
  const match = /^([BW])\+(\d+(?:\.\d*)?)$/.exec(result);
  return match ? (match[1] === 'B' ? 1 : -1) * Number(match[2]) : Number.NaN;
}
