// go-board.sgf-bytes.js: the rules' reader of SGF bytes in their charsets, loaded by a board whose
// fetched record is more than plain ASCII (see sgf-bytes-later.ts), and put behind the bundle's
// stand-in as it arrives.
// The one function named, not the module's namespace: a namespace object needs esbuild's helper
// for it, in a chunk every page would then load.
import { decodeSgfBytes } from 'go-board:rules-sgf-bytes';
import { provideSgfBytesReader } from './sgf-bytes-later.js';

provideSgfBytesReader({ decodeSgfBytes });
