// Importing this module registers <go-board>: the package's entry and its React wrapper do.
import { defineGoBoard } from './define.js';

defineGoBoard();
