import { expect } from '@esm-bundle/chai';
import { parseSgfBytes } from './bytes.js';
import { CHARSET_CASES } from './test-support/charset-cases.js';
import { decodeWindows1252 } from './windows-1252.js';

describe('SGF charsets in a browser', () => {
  it("should decode windows-1252 as the browser's own TextDecoder does, byte for byte", () => {
    const every = Uint8Array.from({ length: 256 }, (_, index) => index);
    const ours = decodeWindows1252(every);
    // The Encoding Standard reads all these labels as windows-1252; Node (20.18.3 on) does not.
    for (const label of ['windows-1252', 'iso-8859-1', 'latin1', 'ascii']) {
      expect(ours).to.equal(new TextDecoder(label).decode(every), label);
    }
  });

  for (const { name, bytes, comments } of CHARSET_CASES) {
    it(`should read ${name} as Node does`, () => {
      expect(parseSgfBytes(bytes, { strict: true }).map((root) => root.props.C?.[0])).to.deep.equal(comments);
    });
  }
});
