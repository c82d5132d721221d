/**
 * The project's own game record for the corpus test when /work/shared/data/sgf is absent:
 * an FF[3] header with lowercase identifiers and old labels, CRLF lines, setup stones,
 * comments with escapes, variations, and a second game tree.
 */
export const FIXTURE_SGF = [
  '(;FF[3]GaMe[1]SZ[19]CoPyright[go-board tests]PB[Honinbo Shusaku]PW[Gennan Inseki]\r\n',
  'KM[0]RE[B+2]DT[1846-09-11]EV[Ear-reddening game]AB[dd][pp]AW[dp][pd]\r\n',
  ';B[qf];W[qh]C[An old joseki: W \\] is\\\\ fine.]\r\n',
  ';B[qc]L[pc][qd]M[rd]\r\n',
  '(;W[oc]C[The main line.\r\nSecond line of the comment.];B[qn](;W[nq])(;W[pj]))\r\n',
  '(;W[pc];B[tt]))\r\n',
  '(;FF[4]GM[1]SZ[9]CA[UTF-8];B[ee];W[];B[cc])\r\n',
].join('');
