// Star points (hoshi) come from the rules, which diagrams written as text need too.
export { starPoints } from '@go-board/rules';
