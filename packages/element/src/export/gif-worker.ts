// The Web Worker that encodes an animated GIF off the page's thread: frames in; the count of
// frames encoded as it goes, then the bytes, out.
import { encodeGif, type Frame, type GifTiming } from './gif.js';

/** What the worker says: how far it is, or the GIF. */
export type GifWorkerMessage = { done: number; total: number } | { gif: Uint8Array<ArrayBuffer> };

/** What the worker asks of its global scope (a DedicatedWorkerGlobalScope, which the DOM library
 * the element is checked against calls a window). */
interface GifWorkerScope {
  onmessage: ((event: MessageEvent<{ frames: Frame[]; timing: GifTiming }>) => void) | null;
  postMessage(message: GifWorkerMessage, transfer: Transferable[]): void;
}
declare const self: GifWorkerScope;

self.onmessage = ({ data }) => {
  const say = (message: GifWorkerMessage, transfer: Transferable[] = []): void => self.postMessage(message, transfer);
  const gif = encodeGif(data.frames, data.timing, (done, total) => say({ done, total })) as Uint8Array<ArrayBuffer>;
  say({ gif }, [gif.buffer]);
};
