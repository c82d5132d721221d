// The Web Worker that encodes an animated GIF off the page's thread: frames in, bytes out.
import { encodeGif, type Frame } from './gif.js';

self.onmessage = ({ data }: MessageEvent<{ frames: Frame[]; delay: number }>) => {
  const bytes = encodeGif(data.frames, data.delay);
  (self as unknown as Worker).postMessage(bytes, [bytes.buffer]);
};
