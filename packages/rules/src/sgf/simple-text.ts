/**
 * The text to show for a SimpleText value: player names and ranks (PB, PW, BR, WR), event, round,
 * place, date, result and game name (EV, RO, PC, DT, RE, GN), a node's name (N), a label's text.
 * FF[4] says that in SimpleText every line break and every other whitespace character is a space
 * ("no newline on display"), so `PW[Honinbo\r\n Jowa]` shows as 'Honinbo Jowa'. The game tree
 * keeps each value as written, line breaks too, so that writing it back loses nothing; whatever
 * shows the value calls this. Each run of ASCII whitespace becomes one space and the ends are
 * trimmed; other spaces, such as the ideographic space of CJK names, are kept. `undefined` (a
 * property the node lacks) gives ''.
 */
export function simpleText(value: string | undefined): string {
  return value === undefined ? '' : value.replace(/[ \t\n\v\f\r]+/g, ' ').trim();
}
