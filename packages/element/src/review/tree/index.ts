// The variation tree, loaded the first time a board asks for one (`tree="side"` or `"below"`):
// a page of diagrams never downloads it. The editor will draw the same tree.
export { TreeView, type TreeHost, type TreePlacement } from './tree-view.js';
export { treeStyles as styles } from './tree.styles.js';
export { layoutTree, type TreeCell, type TreeLayout } from './layout.js';
