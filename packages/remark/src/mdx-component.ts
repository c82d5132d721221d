// <GoBoard> in MDX, read at build time: its attributes say what a fence's info string says, and
// `sgf`, `diagram` or `src` give the record. Being read by the plugin, not run as a component, it
// works with every MDX setup (Astro, Docusaurus, Next.js) and needs no framework.
import { BOARD_ATTRIBUTES, diagramBoard, type BoardAttributes } from '@go-board/markdown-it';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { BoardSource, GoBoardRemarkOptions } from './options.js';

const RECORD_ATTRIBUTES = ['sgf', 'diagram', 'src'];
const ALLOWED = new Set<string>([...RECORD_ATTRIBUTES, ...BOARD_ATTRIBUTES]);

/** `moveNumbers` is `move-numbers`: MDX authors write either. */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A literal written as an expression: `{12}`, `{true}`, `{"text"}` or a template literal with no
 * `${}`, which is how a diagram's several lines are written. */
function literal(expression: string, name: string, where: string): string | true | null {
  const text = expression.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  if (text === 'true') return true;
  if (text === 'false') return null;
  const quoted = /^(["'])((?:\\.|(?!\1)[^\\])*)\1$/s.exec(text);
  if (quoted) return quoted[2]!.replace(/\\(.)/g, '$1');
  const template = /^`((?:\\.|[^`\\$]|\$(?!\{))*)`$/s.exec(text);
  if (template) return template[1]!.replace(/\\(.)/g, '$1');
  throw new RangeError(
    `Expected ${name} of ${where} to be text or a literal such as {12} or {\`...\`}, received {${text}}.`,
  );
}

/** The board a `<GoBoard>` element asks for. `line` is its line in the MDX file. */
export function componentBoard(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  options: GoBoardRemarkOptions,
): BoardSource {
  const where = `<${node.name}>${node.position ? ` on line ${node.position.start.line}` : ''}`;
  const attributes: BoardAttributes = {};
  const records: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute')
      throw new RangeError(`Expected named attributes on ${where}, received a spread {...}.`);
    const name = kebab(attribute.name);
    if (!ALLOWED.has(name)) {
      throw new RangeError(
        `Expected the attributes of ${where} to be ${RECORD_ATTRIBUTES.join(', ')} or one of <go-board>'s (${BOARD_ATTRIBUTES.join(', ')}); received ${attribute.name}.`,
      );
    }
    const value =
      attribute.value === null || attribute.value === undefined
        ? true
        : typeof attribute.value === 'string'
          ? attribute.value
          : literal(attribute.value.value, attribute.name, where);
    if (value === null) continue;
    if (RECORD_ATTRIBUTES.includes(name)) {
      if (value === true) throw new RangeError(`Expected ${name} of ${where} to hold text, received no value.`);
      records[name] = value;
    } else {
      attributes[name as keyof BoardAttributes] = value;
    }
  }
  if (node.children.length > 0) {
    throw new RangeError(`Expected ${where} to have no children: give its record in sgf, diagram or src.`);
  }
  if (Object.keys(records).length !== 1) {
    throw new RangeError(
      `Expected ${where} to have one of sgf, diagram or src, received ${Object.keys(records).join(' and ') || 'none'}.`,
    );
  }
  if (records.diagram !== undefined) return diagramBoard(records.diagram, attributes, options.defaults);
  if (records.src !== undefined) return { src: records.src, attributes: { ...options.defaults, ...attributes } };
  return { sgf: records.sgf!, attributes: { ...options.defaults, ...attributes } };
}
