// The entry of the rules build (build/rules.wasm): the board, moves, legality, ko and superko,
// hashing, chains, flood fill, groups and scoring, which every page needs. It only re-exports
// from index.ts, the entry of the full build (build/playouts.wasm); AssemblyScript compiles what
// an entry reaches, so the playouts, ownership and the tree search, and their buffers, stay out.

export {
  createBoard, destroyBoard, cloneBoard, copyBoard, resetBoard, setKoRule,
  stoneAt, moveLegality, playMove, playRecorded, passMove, recordCurrentPosition, setupPoint, setupPoints,
  capturedBy, lastCaptures, koPoint, positionHashLow, positionHashHigh, snapshot,
  chainAt, libertiesAt, regionAt, regionBordersOf, groupAt, score,
  pointsBuffer, bytesBuffer, scoreBuffer,
} from './index';
