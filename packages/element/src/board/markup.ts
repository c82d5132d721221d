// The markup of a game node, as the rules read it (nodeMarkup): plain lists of marks, labels,
// arrows, lines, selected, dimmed and territory points the drawing code maps over, a value that
// cannot be read skipped alone.
export {
  MarkShape,
  nodeMarkup as readMarkup,
  type Label,
  type Mark,
  type NodeMarkup as Markup,
  type Segment,
  type TerritoryMark,
} from '@go-board/rules';
