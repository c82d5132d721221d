// @go-board/element/ssr: <go-board> rendered to HTML on the server (Node), with declarative
// shadow DOM that shows without JavaScript and hydrates when the element's script arrives.
export { init } from '@go-board/rules';
export {
  renderBoard,
  renderBoardToString,
  renderToString,
  type AttributeValue,
  type BoardAttributes,
} from './render-board.js';
