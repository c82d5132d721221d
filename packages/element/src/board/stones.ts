// The stones. In the browser a directive draws them straight into the DOM and keeps one byte per
// point of what it drew: a page of fifty 19x19 diagrams held some two kilobytes of Lit template
// parts for every stone, and a board now holds none. A replay step still adds, removes or
// recolours only the stones that changed, in board order, so a stone that stays is the same node.
// On the server (Lit's SSR renders directives with render()), the same circles as templates.
// In the count, dead stones stay on the board, drawn faded, until the score is accepted.
import { pointIndex, pointOf, Stone } from '@go-board/rules';
import { noChange, svg, type ChildPart, type SVGTemplateResult } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import { STONE_RADIUS, type BoardGeometry } from './geometry.js';
import { clearServerDrawing } from './still.js';
import { SHADOW, SHELL_PATTERNS } from './materials.js';
import type { Orientation } from './orientation.js';

/** What the stone layer draws: the stones as shown (0 empty, 1 black, 2 white, colours already
 * swapped when they are), those of them marked dead, and the look. */
export interface StoneLayer {
  board: Uint8Array;
  geometry: BoardGeometry;
  dead?: ReadonlySet<number> | undefined;
  /** The prefix of the board's gradient ids for the realistic look, or null for flat stones. */
  materials: string | null;
  orientation: Orientation;
}

/** The shell pattern of the stone at (x, y): scattered over the board, and always the same there. */
const shellAt = (x: number, y: number): number => (x * 3 + y * 5 + ((x * y) % 3)) % SHELL_PATTERNS;

/** What is drawn at a point, as one byte: 0 nothing, 1 black, 2 white, plus DEAD when faded. */
const DEAD = 4;

/** The code of each point of the shown region (0 outside it). */
function codesOf({ board, geometry, dead }: StoneLayer): Uint8Array {
  const { region, width } = geometry;
  const codes = new Uint8Array(board.length);
  for (let y = region.top; y <= region.bottom; y++) {
    for (let x = region.left; x <= region.right; x++) {
      const index = pointIndex({ x, y }, width);
      const color = board[index]!;
      if (color === Stone.Black || color === Stone.White) codes[index] = color + (dead?.has(index) ? DEAD : 0);
    }
  }
  return codes;
}

/** A kind of circle drawn for the stones: its class and its fill (none: the styles'). */
type CircleKind = { name: string; fill: string | null };

/** The kinds of circles of a look: the disks, and in the realistic look (`materials`, the prefix of
 * the board's gradient ids) the shadow, the light on each colour and the stripes of shell. */
interface Kinds {
  stone: CircleKind[];
  dead: CircleKind[];
  shadow: CircleKind;
  light: CircleKind[];
  shells: CircleKind[];
}

const kindsByLook = new Map<string | null, Kinds>();

function kindsOf(materials: string | null): Kinds {
  let kinds = kindsByLook.get(materials);
  if (!kinds) {
    const url = (name: string): string => `url(#${materials}${name})`;
    const kind = (name: string, fill: string | null = null): CircleKind => ({ name, fill });
    kinds = {
      stone: [kind('stone black'), kind('stone white')],
      dead: [kind('stone black dead'), kind('stone white dead')],
      shadow: kind('shadow', url('shadow')),
      light: [kind('light', url('black')), kind('light', url('white'))],
      shells: Array.from({ length: SHELL_PATTERNS }, (_, pattern) => kind('light', url(`shell${pattern}`))),
    };
    kindsByLook.set(materials, kinds);
  }
  return kinds;
}

/**
 * The circles of one stone, in the order drawn, each handed to `circle`: the disk (the only
 * `.stone`), and in the realistic look its shadow under it and its light (and a shell's stripes)
 * over it; a dead stone, faded, casts none.
 */
function eachCircle(
  code: number,
  x: number,
  y: number,
  materials: string | null,
  shadow: { x: number; y: number },
  circle: (kind: CircleKind, cx: number, cy: number) => void,
): void {
  const white = (code & 3) === 2 ? 1 : 0;
  const kinds = kindsOf(materials);
  if (code >= DEAD) return circle(kinds.dead[white]!, x, y);
  if (materials === null) return circle(kinds.stone[white]!, x, y);
  circle(kinds.shadow, x + shadow.x, y + shadow.y);
  circle(kinds.stone[white]!, x, y);
  circle(kinds.light[white]!, x, y);
  if (white) circle(kinds.shells[shellAt(x, y)]!, x, y);
}

/** The shadow falls to the bottom right of the screen, however the board is turned. */
const shadowOf = (orientation: Orientation): { x: number; y: number } => orientation.step(SHADOW);

/** The stones as templates, for the server. */
function stoneTemplates(layer: StoneLayer): SVGTemplateResult[] {
  const codes = codesOf(layer);
  const shadow = shadowOf(layer.orientation);
  const width = layer.geometry.width;
  const templates: SVGTemplateResult[] = [];
  codes.forEach((code, index) => {
    if (code === 0) return;
    const { x, y } = pointOf(index, width);
    eachCircle(code, x, y, layer.materials, shadow, ({ name, fill }, cx, cy) =>
      templates.push(
        fill === null
          ? svg`<circle class=${name} cx=${cx} cy=${cy} r=${STONE_RADIUS}></circle>`
          : svg`<circle class=${name} cx=${cx} cy=${cy} r=${STONE_RADIUS} fill=${fill}></circle>`,
      ),
    );
  });
  return templates;
}

/** A circle of each kind, per document: a copy of one (its class, radius and fill with it) is
 * made in half the time of a circle whose every attribute is set. */
const models = new WeakMap<Document, Map<CircleKind, Element>>();

/** A new circle of a kind, to be placed. */
function circleOf(document: Document, kind: CircleKind): Element {
  let kinds = models.get(document);
  if (!kinds) models.set(document, (kinds = new Map()));
  let model = kinds.get(kind);
  if (!model) {
    model = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
    // The attributes in the order the server writes them.
    model.setAttribute('class', kind.name);
    model.setAttribute('cx', '0');
    model.setAttribute('cy', '0');
    model.setAttribute('r', String(STONE_RADIUS));
    if (kind.fill !== null) model.setAttribute('fill', kind.fill);
    kinds.set(kind, model);
  }
  return model.cloneNode() as Element;
}

class StonesDirective extends Directive {
  /** What is drawn at each point, as codesOf gives it; null before the first drawing. */
  #drawn: Uint8Array | null = null;
  /** The look and board the stones were drawn for: when it changes, all are drawn again. */
  #look = '';

  render(layer: StoneLayer): unknown {
    return stoneTemplates(layer);
  }

  override update(part: ChildPart, [layer]: [StoneLayer]): unknown {
    const start = part.startNode!;
    const parent = start.parentNode!;
    // After the last stone: the part's end (null: the end of the layer). A board the server
    // rendered comes with its stones as templates, which make way for these.
    let end = part.endNode;
    if (this.#drawn === null && start.nextSibling !== end) end = clearServerDrawing(start);
    const { materials, orientation, geometry } = layer;
    const look = `${materials}|${orientation.key}|${geometry.width}x${geometry.height}`;
    const codes = codesOf(layer);
    const count = (code: number): number => (code === 0 ? 0 : materials === null || code >= DEAD ? 1 : 2 + (code & 3));
    if (look !== this.#look || this.#drawn === null || this.#drawn.length !== codes.length) {
      while (start.nextSibling !== end) start.nextSibling!.remove();
      this.#drawn = new Uint8Array(codes.length);
      this.#look = look;
    }
    const drawn = this.#drawn;
    const shadow = shadowOf(orientation);
    const document = parent.ownerDocument!;
    // One walk in board order: past the stones that stay, replacing those that changed.
    let at = start.nextSibling;
    let last = codes.length - 1;
    while (last >= 0 && codes[last] === drawn[last]) last--;
    for (let index = 0; index <= last; index++) {
      const before = drawn[index]!;
      const now = codes[index]!;
      if (before === now) {
        for (let k = count(before); k > 0; k--) at = at!.nextSibling;
        continue;
      }
      for (let k = count(before); k > 0; k--) {
        const next = at!.nextSibling;
        at!.remove();
        at = next;
      }
      if (now !== 0) {
        eachCircle(
          now,
          index % geometry.width,
          Math.floor(index / geometry.width),
          materials,
          shadow,
          (kind, cx, cy) => {
            const circle = circleOf(document, kind);
            circle.setAttribute('cx', String(cx));
            circle.setAttribute('cy', String(cy));
            parent.insertBefore(circle, at);
          },
        );
      }
      drawn[index] = now;
    }
    return noChange;
  }
}

/** The stones of the board, drawn in a `<g class="stones">` of their own. */
export const renderStones = directive(StonesDirective);
