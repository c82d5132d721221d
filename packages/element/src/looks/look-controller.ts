// The element's look beyond its theme: stones, the last-move mark, the orientation, the style of
// the coordinates, and the point whose coordinates light up under the pointer. It reads the
// element's settings and hands the drawing what it needs; the drawing itself is the board
// folder's. A turned board, or coordinates in another style, wait for looks/extras.ts; a board in
// a forced palette, for its styles (styles/forced-colors.ts).
import { css, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { samePoint, type Point } from '@go-board/rules';
import type { GoBoardTheme } from '../attributes.js';
import type { LastMoveMark } from '../board/board.js';
import { coordinateStyle, type CoordinateNames, type CoordinatesSetting } from '../board/coordinate-styles.js';
import { pointAt, type BoardGeometry } from '../board/geometry.js';
import type { StoneStyle } from '../board/materials.js';
import { UPRIGHT, type Orientation } from '../board/orientation.js';
import type { Flip, OrientationSettings, Rotation } from '../board/turns.js';
import { adoptFolderStyles, type StyledElement } from '../styles/adopt.js';
import { forcedColors, loadForcedColorStyles } from '../styles/forced-colors.js';
import { printStyles } from '../styles/print.styles.js';
import { loadNamedThemes } from '../styles/theme-registry.js';
import type { Words } from '../words/words.js';
import type { SoundHost } from '../sound/index.js';

let extras: typeof import('./index.js') | undefined;

/** Where the named themes could not load: the board is seen, in wood. */
const THEMES_MISSING = css`
  :host([theme]:not([theme=wood], [server-rendered])) {
    visibility: inherit;
  }
`;

/** Gives the extras at once, where nothing may wait: the server renders a board in one pass. */
export function provideLookExtras(module: typeof extras): void {
  extras = module;
}

/** The element's settings the look reads. */
export interface LookSettings extends ReactiveControllerHost, StyledElement, OrientationSettings, SoundHost {
  theme: GoBoardTheme;
  stones: StoneStyle | null;
  lastMove: LastMoveMark;
  coordinates: CoordinatesSetting;
  rotate: Rotation;
  flip: Flip;
  randomOrientation: boolean;
}

export class LookController implements ReactiveController {
  readonly #host: LookSettings;
  /** The point under the pointer, while coordinates are shown. */
  #hover: Point | null = null;
  /** Whether the board has asked for the named themes (a theme besides wood). */
  #themed = false;
  /** The named themes while they load. */
  #theming: Promise<void> | undefined;
  /** Whether the board has asked for the forced-colours styles (the palette was forced). */
  #forced = false;
  /** The forced-colours styles while they load. */
  #forcing: Promise<void> | undefined;
  /** Whether the board has asked for its sounds (`sound` was set). */
  #soundAsked = false;
  /** The sounds while they load. */
  #sounds: Promise<void> | undefined;
  /** A palette forced (or no longer) while the board is on the page: its next render follows it. */
  readonly #paletteChanged = (): void => this.#host.requestUpdate();

  constructor(host: LookSettings) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    forcedColors?.addEventListener('change', this.#paletteChanged);
  }

  hostDisconnected(): void {
    forcedColors?.removeEventListener('change', this.#paletteChanged);
  }

  /** Waits for the extras when the settings need them; every render waits for this. A board in a
   * theme besides wood loads the named themes meanwhile, and adopts them (with the paper's rules
   * after them, which outweigh every theme) when they arrive: it is drawn unseen until then. A
   * board in a forced palette waits for the forced-colours styles (with the paper's after them):
   * it is never drawn in such a palette without them. */
  async arrive(): Promise<void> {
    const { rotate, flip, swapColors, randomOrientation, coordinates, theme, sound } = this.#host;
    // Sounds follow the board's own go-navigate events, from the first position shown after they
    // arrive: nothing of the board's logic changes, and nothing waits for them.
    if (sound && !this.#soundAsked) {
      this.#soundAsked = true;
      this.#sounds = import('../sound/index.js')
        .then(
          ({ SoundController }) => void new SoundController(this.#host),
          (error: unknown) => console.warn('go-board: could not load the sounds.', error),
        )
        .then(() => (this.#sounds = undefined));
    }
    if (theme && theme !== 'wood' && !this.#themed) {
      this.#themed = true;
      this.#theming = loadNamedThemes().then((themes) => {
        this.#theming = undefined;
        adoptFolderStyles(this.#host, [themes ?? THEMES_MISSING, printStyles]);
      });
    }
    if (forcedColors?.matches && !this.#forced) {
      this.#forced = true;
      this.#forcing = loadForcedColorStyles()
        .then(
          (styles) => adoptFolderStyles(this.#host, [styles, printStyles]),
          (error: unknown) => console.warn('go-board: could not load the forced-colours styles.', error),
        )
        .then(() => (this.#forcing = undefined));
    }
    await this.#forcing;
    if (
      !extras &&
      (rotate || flip || swapColors || randomOrientation || (coordinateStyle(coordinates) ?? 'western') !== 'western')
    )
      extras = await import('./index.js');
  }

  /** What the scene is drawn with: the stones (flat in the book theme unless the page says
   * otherwise), the last-move mark, the orientation (the page's, over the mode's random one
   * when `random-orientation` asks for it) and the names of the coordinates' style. */
  scene(random: OrientationSettings | undefined): {
    stones: StoneStyle;
    lastMove: LastMoveMark;
    orientation: Orientation;
    names?: CoordinateNames;
  } {
    const host = this.#host;
    const style = coordinateStyle(host.coordinates);
    return {
      stones: host.stones ?? (host.theme === 'book' ? 'flat' : 'realistic'),
      lastMove: host.lastMove,
      orientation: extras?.turned(host, host.randomOrientation ? random : null) ?? UPRIGHT,
      names: style ? extras?.coordinateNames(style) : undefined,
    };
  }

  /** Settles when the named themes, the forced-colours styles or the sounds, asked for, have
   * arrived (at once when none are loading). */
  get arriving(): Promise<void> | undefined {
    return this.#theming ?? this.#forcing ?? this.#sounds;
  }

  /** The words as shown: with Black and White exchanged while the stones are. */
  words(words: Words, random: OrientationSettings | undefined): Words {
    return extras && this.scene(random).orientation.swapColors ? extras.swappedColors(words) : words;
  }

  /** The point whose coordinates light up: under the pointer, else the keyboard cursor's. */
  highlight(cursor: Point | null): Point | null {
    return this.#hover ?? cursor;
  }

  /** Follows the pointer (or its leaving, with no event) while coordinates are shown. */
  pointer(event: PointerEvent | null, geometry: BoardGeometry, svg: SVGSVGElement | null): void {
    const point = event && svg && this.#host.coordinates ? pointAt(svg, geometry, event.clientX, event.clientY) : null;
    if (samePoint(point, this.#hover)) return;
    this.#hover = point;
    this.#host.requestUpdate();
  }
}
