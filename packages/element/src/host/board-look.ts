// How <go-board> looks and sounds: its theme and stones, the marks on the last move and the move
// numbers, its coordinates, the board turned, mirrored or in swapped colours, and the sounds of the
// moves. GoBoard extends it (its class JSDoc is the contract of them all); LookController
// (looks/look-controller.ts) reads them.
import type { PropertyDeclarations } from 'lit';
import type { LastMoveMark } from '../board/board.js';
import { parseCoordinates, type CoordinatesSetting } from '../board/coordinate-styles.js';
import type { StoneStyle } from '../board/materials.js';
import { parseMoveNumbers, type MoveNumbers } from '../board/move-numbers.js';
import type { Flip, Rotation } from '../board/turns.js';
import type { GoBoardTheme } from '../attributes.js';
import { GameSettings } from './game-settings.js';

/** The look settings of `<go-board>`, which extends this class: a page sets them on the board. */
export class BoardLook extends GameSettings {
  /** The reactive properties and their attributes, as in GoBoard. */
  static override properties: PropertyDeclarations = {
    coordinates: { attribute: 'coordinates', converter: { fromAttribute: parseCoordinates } },
    moveNumbers: {
      attribute: 'move-numbers',
      converter: {
        fromAttribute: parseMoveNumbers,
        toAttribute: (value: MoveNumbers) => (value === null ? null : String(value)),
      },
    },
    theme: { attribute: 'theme', reflect: true },
    stones: { attribute: 'stones' },
    lastMove: { attribute: 'last-move' },
    rotate: { attribute: 'rotate', type: Number },
    flip: { attribute: 'flip' },
    swapColors: { attribute: 'swap-colors', type: Boolean },
    randomOrientation: { attribute: 'random-orientation', type: Boolean },
    sound: { attribute: 'sound', type: Boolean },
    soundVolume: { attribute: 'sound-volume', type: Number },
  };

  /** Show the board's coordinates: `western` (also the bare attribute: A-T without I, rows from the bottom), `numeric`, `japanese`, `chinese`, `korean` or `sgf`. */
  coordinates: CoordinatesSetting = false;
  /** Write move numbers on the stones: `all` (or the bare attribute), or from a given move, as book diagrams do. */
  moveNumbers: MoveNumbers = null;
  /** The look: `wood` (the default), `book` (flat black and white, for diagrams) or `dark`. */
  theme: GoBoardTheme = 'wood';
  /** The stones: `realistic` (shell and slate, on wood with its grain) or `flat`; unset, flat in the `book` theme and realistic in the others. */
  stones: StoneStyle | null = null;
  /** The mark on the last move: `ring` (the default), `dot`, `number` (its move number) or `none`. */
  lastMove: LastMoveMark = 'ring';
  /** Turn the board clockwise by `90`, `180` or `270` degrees; points, clicks and everything the page reads stay the record's. */
  rotate: Rotation = 0;
  /** Show the board mirrored: `horizontal` (left and right swapped) or `vertical` (top and bottom). */
  flip: Flip = null;
  /** Draw Black's stones white and White's black (the texts follow; the events keep the record's colours). */
  swapColors = false;
  /** In problem mode, show the problem in one of its eight orientations and either colour, chosen again at each load and each Retry. */
  randomOrientation = false;
  /** Play a soft stone sound for each move shown, and a capture sound, once the reader has used the page. */
  sound = false;
  /** The loudness of the sounds, from 0 to 1 (default 0.5). */
  soundVolume = 0.5;
}
