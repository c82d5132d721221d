// Go problems written for the tests, each checked move by move with the rules and by an
// exhaustive search of its corner (see examples/site/problems/, where the same ones are shown).

/**
 * Black to kill, top-left corner of 19x19: White has three empty points along the edge (B19,
 * C19, D19). The middle, C19, kills (both White answers lead to RIGHT); B19 or D19 let White
 * take C19 with two eyes. Marked the RIGHT/WRONG way.
 */
export const VITAL_POINT =
  '(;GM[1]FF[4]SZ[19]GN[The vital point of three]PL[B]AB[ac][bc][cc][dc][ec][fc][fb][fa]AW[aa][ab][bb][cb][db][eb][ea]' +
  'C[Black to play: kill the white group in the corner.]' +
  '(;B[ca]C[The middle of the three points: White has room for one eye only.]' +
  '(;W[ba];B[da]C[Right: White has no liberty left, and Black captures.])' +
  '(;W[da];B[ba]C[Right: White has no liberty left, and Black captures.]))' +
  '(;B[ba];W[ca]C[Wrong: White plays the middle and has two eyes.])' +
  '(;B[da];W[ca]C[Wrong: White plays the middle and has two eyes.]))';

/**
 * White to kill (PL[W]), bottom-left corner: Black's bulky five. B1 is the vital point; the
 * file marks only its wrong moves, with BM, so every unmarked line is right.
 */
export const BULKY_FIVE =
  '(;GM[1]FF[4]SZ[19]GN[The bulky five]PL[W]AB[aq][bq][cq][cr][dr][ds]AW[ap][bp][cp][dp][dq][eq][er][es]' +
  'C[White to play: kill the black group.]' +
  '(;W[bs]C[The vital point of the bulky five.];B[cs](;W[ar]C[Black has one eye.])(;W[br]C[Black has one eye.]))' +
  '(;W[as]BM[1];B[bs]C[Black takes the vital point and lives.])(;W[cs]BM[1];B[bs]C[Black takes the vital point and lives.])' +
  '(;W[ar]BM[1];B[bs]C[Black takes the vital point and lives.])(;W[br]BM[1];B[bs]C[Black takes the vital point and lives.]))';

/** A 9x9 problem without PL whose tree starts with White: the reader plays White. GW marks the right end. */
export const WHITE_FIRST = '(;SZ[9]AB[cc]AW[dc](;W[cb];B[bc];W[cd]GW[1])(;W[cd];B[cb]))';

/** A partial board given by the record's VW (the right half of 9x9). */
export const WITH_VIEW = '(;SZ[9]VW[ea:ii]AB[gg]AW[gh](;B[hh]C[Correct])(;B[fh]C[Wrong]))';
