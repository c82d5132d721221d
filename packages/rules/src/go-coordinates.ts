/** The column letters Go players read boards by: A to Z without I (which looks like J and 1),
 * so boards up to 25 wide. GTP, diagrams and the board's coordinates all count columns this way;
 * rows count up from the bottom. */
export const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
