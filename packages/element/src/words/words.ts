// The shape of a table of words: every text the board shows or says, in one language. Plain
// strings for fixed texts; small functions for texts with numbers, points or a colour, so each
// language builds them in its own word order and with its own plurals. Sentences the element
// joins (an announcement made of a move, its captures and the comment) are joined with the
// table's own punctuation. Go players' words throughout: move, pass, resign, captures
// (prisoners), komi, handicap, territory, liberties, ko.
import type { Color, ScoringRules } from '@go-board/rules';

/**
 * The words a static diagram shows or says, which load with the board: the punctuation, the
 * players, the board's accessible name and caption, the game information and the list of a
 * collection's games, and why a record could not be shown. English's are words/en-board.ts; the
 * rest of a table (`Words`) loads with the parts that say it (see words/en.ts).
 */
export interface BoardWords {
  // Punctuation and numbers.
  /** Between the items of a list: ', ' ('、' in Japanese). */
  listSeparator: string;
  /** At the end of a sentence: '.' ('。' in Japanese and Chinese). */
  fullStop: string;
  /** Between two sentences: ' ' ('' in Japanese and Chinese). */
  sentenceSeparator: string;
  /** Between a heading and what follows it: ': ' (' : ' in French, '：' in Japanese). */
  colon: string;
  /** A number as the language writes it: komi 6.5, '6,5' in French and German. */
  number(value: number): string;

  // The players.
  black: string;
  white: string;

  // The board's accessible name: "Go board, move 57 of 212, Black Q16".
  /** The name of the board when the page gives no `label`. */
  boardLabel: string;
  loading: string;
  boardSize(width: number, height: number): string;
  /** "3 black stones", in the name of a diagram. */
  stoneCount(count: number, color: Color): string;
  /** Between the groups of a diagram's caption: "2 black stones at C7 and G7; a triangle at D4". */
  captionSeparator: string;
  /** Something at some points: "2 black stones at C7 and G7", "triangle at D4". */
  at(what: string, where: string): string;
  /** Points as a list: "C7, G7 and D4". */
  pointList(names: string[]): string;
  arrowFromTo(from: string, to: string): string;
  lineFromTo(from: string, to: string): string;
  /** Markup too plentiful to list: "14 marks". */
  markCount(count: number): string;
  moveOfInName(moveNumber: number, total: number): string;

  /** The move shown, in the name of a record further on: "Black Q16", "White passes". */
  playedMove(color: Color, point: string): string;
  passedMove(color: Color): string;

  /** The list of the games of a collection (a file with several game trees). */
  gamesInRecord: string;
  /** One game of a collection in its list: "Game 2 of 5: Honinbo Shusaku vs Gennan Inseki". */
  gameOption(number: number, total: number, title: string): string;
  versus(black: string, white: string): string;

  // The game-information header (its headings).
  result: string;
  date: string;
  event: string;
  round(round: string): string;
  place: string;
  komi: string;
  handicap: string;

  // The marks and labels a caption names; the cursor reads them too.
  triangle: string;
  square: string;
  circle: string;
  cross: string;
  labelNote(text: string): string;

  // Records that could not be loaded or read, shown on the board.
  sgfAttribute: string;
  sgfScript: string;
  /** Names a child `<script type="text/x-go-diagram">` in messages. */
  diagramScript: string;
  noSgfGame(where: string): string;
  couldNotRead(where: string, detail: string): string;
  requestFailed(url: string, detail: string): string;
  serverAnswered(url: string, status: string): string;
  couldNotShowEmpty(detail: string): string;
  couldNotShow(detail: string): string;
  /** An attribute the board could not use: its name, the value given, what it expects (values, not words) and what it uses instead. */
  badAttribute(name: string, received: string, expected: string, fallback: string): string;
}

/** Every text of the board in one language. `en` is the table of record; see the README. Beyond the
 * board's own words (`BoardWords`), English's load with the parts that say them (see words/en.ts). */
export interface Words extends BoardWords {
  // The board's name in the modes that load when used: "Go board, problem, 9 by 9".
  moveInName(moveNumber: number): string;
  problemInName: string;
  scoringInName: string;
  gameOverInName: string;

  // Moves and positions.
  /** "Move 57 of 212": the counter, the slider and the announcements. */
  moveOf(moveNumber: number, total: number): string;
  moveNumber(moveNumber: number): string;
  startOfGame: string;
  /** "captures 2 stones", after a move. */
  capturedStones(count: number): string;
  variationCount(count: number): string;
  /** A move of the record the rules forbid: "an illegal move (ko)"; `reason` is a short reason below. */
  illegalInRecord(reason: string): string;
  toPlay(color: Color): string;
  /** Whose turn it is when the local player may not move for that colour. */
  opponentToPlay(color: Color): string;
  /** A sentence: said when the local player tries to move on the opponent's turn. */
  waitingForOpponent(color: Color): string;
  /** The prisoners each side has taken, in the status line. */
  captures(black: number, white: number): string;

  // Points that cannot be played, and why.
  /** "Cannot play D4 (ko)", before the explanation. */
  cannotPlay(point: string, reason: string): string;
  /** "cannot play (ko)", read by the cursor. */
  cannotPlayHere(reason: string): string;
  reasonOccupied: string;
  reasonSuicide: string;
  reasonKo: string;
  reasonSuperko: string;
  reasonOffBoard: string;
  reasonGameOver: string;
  explainOccupied: string;
  explainSuicide: string;
  explainKo: string;
  explainSuperko: string;
  explainOffBoard: string;
  explainGameOver: string;

  // Results and the count.
  winsBy(color: Color, points: number): string;
  winsByResignation(color: Color): string;
  winsOnTime(color: Color): string;
  draw: string;
  /** "Black 36, White 42.5", before the result. */
  countLine(black: number, white: number): string;
  /** A sentence: "Game over: White wins by 6.5 points (W+6.5)." */
  gameOver(result: string, code: string): string;
  scoringHelp: string;
  resigns(color: Color): string;
  tookBackMove(moveNumber: number): string;
  /** Moves `first` to `last` taken back at once (against the bot: its move and the player's). */
  tookBackMoves(first: number, last: number): string;
  tookBackResignation: string;
  scoreAccepted: string;
  markedDead: string;
  markedAlive: string;
  deadStonesProposed(count: number): string;
  couldNotChangeCount(detail: string): string;
  tapAgain: string;
  clickAgain: string;
  /** The status line's headline in the count. */
  scoring: string;
  gameOverTitle: string;
  // Playing the built-in bot (opponent="bot").
  /** The status line while the bot chooses its move. */
  botThinking: string;
  botPasses: string;
  botResigns: string;
  botFailed(detail: string): string;

  // Play buttons.
  gameControls: string;
  pass: string;
  resign: string;
  /** The Resign button once pressed, waiting for a second press. */
  confirmResign: string;
  /** The Pass button once pressed when the pass would end the game. */
  confirmPass: string;
  resignAgain: string;
  passAgainToEnd: string;
  /** A local move the page holds back (go-move vetoed) until its server answers: "Black D4: sending…". */
  sendingMove(move: string): string;
  /** The page cancelled a held-back move: "Black D4 was not played." */
  moveNotPlayed(move: string): string;
  undo: string;
  newGame: string;
  downloadSgf: string;
  /** The button that opens the export menu in the replay controls, and the menu's items. */
  exportMenu: string;
  exportSvg: string;
  exportPng: string;
  exportGif: string;
  copyImage: string;
  /** Said when the picture is on the clipboard. */
  imageCopied: string;
  /** Said when an export failed, with the browser's reason. */
  exportFailed(detail: string): string;
  acceptScore: string;
  resumePlay: string;

  // Replay controls.
  replayControls: string;
  firstMove: string;
  previousMove: string;
  nextMove: string;
  lastMove: string;
  play: string;
  pause: string;
  /** The name of the slider. */
  moveSlider: string;
  speed: string;
  seconds(value: number): string;
  /** The heading of the continuations of the shown move. */
  variationsNext: string;
  /** The heading of the alternatives to the shown move. */
  variationsOfMove: string;
  noMove: string;

  // The score table.
  scoreCaption(rules: ScoringRules): string;
  stones: string;
  territory: string;
  prisoners: string;
  total: string;

  // Reading a point with the cursor: "D4, black stone, group of 3, 2 liberties".
  empty: string;
  stone(color: Color): string;
  chainOf(count: number): string;
  liberties(count: number): string;
  moveNote(number: string): string;
  variationNote(letter: string): string;
  lastMoveNote: string;
  selected: string;
  dimmed: string;
  territoryOf(color: Color): string;
  arrowStart: string;
  arrowEnd: string;
  dead: string;
  alive: string;
  /** Said when Enter starts the cursor in view mode, before the first point. */
  exploring: string;
  backToReplay: string;
  /** The description of the keys of a playing board. */
  playKeys: string;
  problemKeys: string;

  // Problems.
  answers(color: Color): string;
  solved: string;
  wrong: string;
  solution: string;
  problemControls: string;
  retry: string;
  hint: string;
  showSolution: string;
  answering(color: Color): string;
  lineEnded: string;
  solutionShown: string;
  notInProblem(move: string): string;
  backToStart: string;
  noRightMove: string;
  hintAt(point: string): string;
  noSolution: string;
  solutionIntro: string;
  setup: string;
  solutionEnds: string;
  /** The game review's words (the variation tree, the analysis, the graph): in every shipped
   * table but English, whose review words load with the review (words/en-review.ts). A table
   * may give some of them; the others are said in English. */
  review?: Partial<ReviewWords>;
  /** The editor's words (`mode="edit"`): in every shipped table but English, whose editor words
   * load with the editor (words/en-editor.ts). A table may give some of them. */
  editor?: Partial<EditorWords>;
  /** The export menu's words for a GIF being made: in every shipped table but English, whose
   * words load with the menu (words/en-export.ts). A table may give some of them. */
  export?: Partial<ExportWords>;
  /** The words of a game on a game server (`online`): English's load with it
   * (words/en-online.ts); a table may give some of them. */
  online?: Partial<OnlineWords>;
}

/** The words of a game on a game server (`online`), as `online` in a table of words. English's
 * load with the online folder (words/en-online.ts). */
export interface OnlineWords {
  /** The name of the part that shows the players, their clocks and the connection. */
  onlineGame: string;
  /** After the local player's name: "(you)". */
  you: string;
  /** A player who has not opened their link yet. */
  notJoined: string;
  connecting: string;
  reconnecting: string;
  /** Said when the board is connected again and shows the game as the server has it. */
  reconnected: string;
  /** What a spectator's board says it does. */
  watching: string;
  /** Why a move was not sent: the socket is down for now. */
  notConnected: string;
  /** The server closed the connection for good (a wrong token, a game that does not exist). */
  closedForGood(message: string): string;
  /** A player accepted the count. */
  accepted(color: Color): string;
  /** The local player accepted and the other has not yet. */
  waitingForAcceptance: string;
  /** A clock's accessible name: "Black's clock". */
  clockOf(color: Color): string;
  /** Byo-yomi periods left after main time: "3 × 0:30". */
  periodsLeft(periods: number, period: string): string;
  /** Canadian overtime: "5 stones in 4:00". */
  stonesIn(stones: number, period: string): string;
  /** Said as a player's main time runs out and byo-yomi begins, or a period is used up. */
  byoYomi(color: Color, periods: number): string;
  /** Said when the running clock is down to its last seconds (10). */
  secondsLeft(color: Color, seconds: number): string;
  /** The button that asks the opponent to let the local player take back their last move. */
  askUndo: string;
  /** The buttons that answer the opponent's request to take back their last move. */
  allowUndo: string;
  refuseUndo: string;
  /** Said when the local player has asked to take back their last move. */
  undoAsked: string;
  /** Said when `color` asks to take back their last move. */
  undoRequested(color: Color): string;
  /** Said when `color` refused to let the other take back their move (playing on refuses too). */
  undoRefused(color: Color): string;
}

/** The export menu's words for a GIF being made, as `export` in a table of words. English's load
 * with the menu (words/en-export.ts). */
export interface ExportWords {
  /** The GIF being made and how far it is, in percent, shown beside its progress bar. */
  makingGif: (percent: number) => string;
  /** The button that stops the GIF being made. */
  cancelGif: string;
  /** Said when the GIF was stopped. */
  gifCancelled: string;
  /** Said when the GIF is made and offered to download. */
  gifReady: string;
}

/**
 * The words of the game review: the variation tree, the analysis on the board and the win-rate
 * graph, as `review` in a table of words. English's are loaded with the review itself
 * (words/en-review.ts), so a page of diagrams does not carry them.
 */
export interface ReviewWords {
  // The variation tree.
  /** The tree's accessible name. */
  gameTree: string;
  /** What the keys do in the tree, said as its description. */
  treeKeys: string;
  /** A node of the tree with a comment: "comment". */
  commentNote: string;
  /** The move annotations of SGF: TE, BM, IT, DO. */
  goodMove: string;
  badMove: string;
  interestingMove: string;
  doubtfulMove: string;

  // The analysis of the shown position.
  /** The analysis panel's name. */
  analysis: string;
  /** The button that runs the built-in engine. */
  analyze: string;
  stop: string;
  analyzing(percent: number): string;
  /** Where the figures come from: an engine's visits, the built-in engine's playouts. */
  visits(count: number): string;
  playouts(count: number): string;
  /** "Black's win rate 62.4%": a side's chance of winning, saying whose and what it is. */
  winRateOf(color: Color, percent: string): string;
  /** "Black leads by 3.5 points". */
  leads(color: Color, amount: string): string;
  /** Neither side leads. */
  even: string;
  /** The move played, against the best one: "Black lost 4.5 points here". */
  lostPoints(color: Color, amount: string): string;
  lostWinRate(color: Color, percent: string): string;
  bestWas(point: string): string;
  playedBest(color: Color): string;
  candidateMoves: string;
  /** A candidate's principal variation: "Line: Q16, D4, R14". */
  line(moves: string): string;
  /** What a candidate is called on the board, read by the cursor: "candidate 1: Black 54%". */
  candidateNote(rank: number, text: string): string;
  /** Said with the A key: "Best moves: Q16 (Black 54%), R14 (Black 52%)". */
  bestMoves(list: string): string;
  noAnalysis: string;
  /** The keys of the analysis, said as the panel's description. */
  analysisKeys: string;
  ownership: string;
  winRate: string;
  scoreLead: string;
  /** The graph's name: "Win rate along the game". */
  alongTheGame(what: string): string;
  /** A big swing, marked on the graph. */
  mistake: string;
  /** The graph's table: its columns. */
  moveHeader: string;
  playedHeader: string;
  lossHeader: string;
  points(amount: string): string;
  percent(value: string): string;
  /** Analysis that could not be read: where from, and why. */
  couldNotReadAnalysis(where: string, detail: string): string;
  analysisProperty: string;
  analysisScript: string;
  analysisFailed(detail: string): string;
}

/**
 * The words of the editor (`mode="edit"`): its tools, its forms and what it says of each edit,
 * as `editor` in a table of words. English's are loaded with the editor itself
 * (words/en-editor.ts), so a page of diagrams does not carry them.
 */
export interface EditorWords {
  // The board and its keys.
  /** In the board's name: "Go board, editor, 9 by 9: ...". */
  editorInName: string;
  /** What the keys do, said as the board's description. */
  editorKeys: string;
  /** The toolbar's name. */
  tools: string;
  /** The name of the group of the editor's buttons. */
  editControls: string;

  // The tools, as the buttons name them and the editor says them.
  toolMove: string;
  toolBlack: string;
  toolWhite: string;
  toolEmpty: string;
  toolTriangle: string;
  toolSquare: string;
  toolCircle: string;
  toolCross: string;
  /** SGF's SL: points shown highlighted. */
  toolSelect: string;
  /** SGF's DD: points shown dimmed. */
  toolDim: string;
  toolLabel: string;
  toolNumber: string;
  toolArrow: string;
  toolLine: string;
  toolTerritoryBlack: string;
  toolTerritoryWhite: string;
  /** SGF's VW: the part of the board shown. */
  toolRegion: string;
  /** A tool's name with its key, in its tooltip: "Triangle (T)". */
  withKey(name: string, key: string): string;
  /** Said when a key chooses a tool, and shown in the status line: "Tool: Triangle". */
  toolChosen(name: string): string;
  /** The field of the label tool's own text. */
  labelText: string;

  // The buttons.
  redo: string;
  /** Deletes the node shown and everything after it. */
  deleteNode: string;
  copySgf: string;

  // What the editor says of each edit.
  stonePlaced(color: Color, point: string): string;
  stoneRemoved(color: Color, point: string): string;
  /** A mark (a tool's name) put on a point, or taken off it: "Triangle on D4". */
  markPlaced(mark: string, point: string): string;
  markRemoved(mark: string, point: string): string;
  labelPlaced(text: string, point: string): string;
  labelRemoved(text: string, point: string): string;
  pointDimmed(point: string): string;
  pointUndimmed(point: string): string;
  /** An arrow or a line (the tool's name) drawn or taken away. */
  segmentDrawn(what: string, from: string, to: string): string;
  segmentRemoved(what: string, from: string, to: string): string;
  /** The keyboard chose where an arrow, a line or the region starts. */
  chooseEnd(what: string, point: string): string;
  regionShown(from: string, to: string): string;
  wholeBoardShown: string;
  /** Shift with a click or Enter: a tool used on a rectangle of points. */
  usedOnPoints(what: string, count: number): string;
  deleted(count: number): string;
  promoted: string;
  movedUp: string;
  movedDown: string;
  undone(what: string): string;
  redone(what: string): string;
  nothingToUndo: string;
  nothingToRedo: string;
  /** The board's new size: `size` is boardSize's text. */
  resized(size: string): string;
  newBoardMade(size: string): string;
  cannotResize(size: string): string;
  /** A field of a form changed: "Comment changed". */
  fieldChanged(field: string): string;
  /** A value a field cannot take: "Result: expected a result such as B+R, W+6.5, 0 or ?". */
  cannotSet(field: string, expected: string): string;
  resultExpected: string;
  komiExpected: string;
  handicapExpected: string;
  sizeExpected: string;
  playerFromMoves: string;
  sgfCopied: string;
  copyFailed(detail: string): string;

  // The node's form.
  nodeSection: string;
  nodeName: string;
  moveAnnotation: string;
  positionAnnotation: string;
  noAnnotation: string;
  annotateGoodMove: string;
  annotateBadMove: string;
  annotateDoubtful: string;
  annotateInteresting: string;
  goodForBlack: string;
  goodForWhite: string;
  evenPosition: string;
  unclearPosition: string;
  hotspot: string;
  playerToMove: string;
  lineMark: string;
  lineRight: string;
  lineWrong: string;
  lineUnmarked: string;
  variationOrder: string;
  makeMainLine: string;
  moveUp: string;
  moveDown: string;
  comment: string;

  // The game information's form (result, date, event, place, komi and handicap are the table's own).
  gameInfo: string;
  blackPlayer: string;
  whitePlayer: string;
  blackRank: string;
  whiteRank: string;
  roundLabel: string;
  rules: string;
  gameName: string;
  source: string;

  // The board's form.
  boardSection: string;
  boardWidth: string;
  boardHeight: string;
  changeSize: string;
  newBoard: string;
  showWholeBoard: string;
}

/** A text to be put in words later, in the language in force then (a status message stays
 * right when the board's language changes). */
export type Phrase = (words: Words) => string;

/** A phrase of the board's own words (`BoardWords`), which a board says before the rest of its
 * words have loaded: why its record could not be shown. */
export type BoardPhrase = (words: BoardWords) => string;

/** The words of a table beyond the board's (`BoardWords`) and its parts': English's load with the
 * parts that say them (see words/en.ts). */
export type RestWords = Omit<Words, keyof BoardWords | 'review' | 'editor' | 'export' | 'online'>;
