// Small records written for these tests: every markup kind, a short game with a capture,
// comments, game information and a variation, and a position to read out with the cursor.

/** 9x9 with one of every SGF markup kind. */
export const MARKUP_DIAGRAM =
  '(;GM[1]FF[4]SZ[9]AB[cc][gc][dd]AW[ee][ef][cg]' +
  'TR[cc]SQ[gc]CR[ee]MA[ef]LB[dc:A][fe:B][cg:7]SL[gg][hh]AR[aa:cb]LN[ah:ci]TB[hi][ii]TW[ai]DD[dd])';

/**
 * 9x9, nine moves on the main line. Move 7 (Black C6) captures White C7; at move 6 a variation
 * offers Black E5 instead (two moves long).
 */
export const SHORT_GAME =
  '(;GM[1]FF[4]SZ[9]KM[6.5]PB[Alice]BR[3d]PW[Bob]WR[2k]RE[B+R]DT[2024-05-01]EV[Club championship]RO[2]GN[Test game]' +
  'C[The players were ready.]' +
  ';B[bc]C[Black takes the corner.];W[cc];B[dc]N[Pincer];W[gg];B[cb];W[gf]' +
  '(;B[cd]C[Captures one stone.];W[ge];B[ee])' +
  '(;B[ee]C[A calmer move.];W[cd]))';

/** A black group of three on D4-D6 with two liberties left (D3 and D7), between white walls. */
export const READING_POSITION = '(;SZ[9]AB[dd][de][df]AW[cd][ce][cf][ed][ee][ef]TR[dg])';

/** A 19x19 partial board: the top-left corner, with the view given by the record. */
export const CORNER_VIEW = '(;SZ[19]VW[aa:ii];B[dd];W[cf];B[fc];W[dj])';

/** Text a hostile file could carry, in every place the element shows text from the file. */
export const HOSTILE_TEXT = {
  image: '<img src=x onerror="window.__goBoardAttack=1">',
  script: '<script>window.__goBoardAttack=2</script>',
  frame: '<iframe src="javascript:window.__goBoardAttack=3"></iframe>',
  vector: '<svg onload="window.__goBoardAttack=4"></svg>',
  style: '<style>:host{display:none}</style>',
  link: '<a href="javascript:window.__goBoardAttack=5">win</a>',
};

export const HOSTILE_GAME =
  `(;GM[1]FF[4]SZ[9]PB[${HOSTILE_TEXT.image}]PW[${HOSTILE_TEXT.script}]EV[${HOSTILE_TEXT.frame}]GN[${HOSTILE_TEXT.link}]` +
  `RE[${HOSTILE_TEXT.style}]DT[${HOSTILE_TEXT.vector}]C[${HOSTILE_TEXT.image}${HOSTILE_TEXT.vector}]N[${HOSTILE_TEXT.script}]` +
  `LB[cc:${HOSTILE_TEXT.image}][dd:${HOSTILE_TEXT.vector}]` +
  `;B[ee]C[${HOSTILE_TEXT.style}${HOSTILE_TEXT.link}]LB[ff:${HOSTILE_TEXT.script}])`;
