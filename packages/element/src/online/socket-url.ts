// The WebSocket address the board opens for a game's link.

/** The WebSocket address of a game's link: `ws:` for `http:`, `wss:` for `https:`. Throws a
 * TypeError saying what was expected for a link that is no http(s) URL. */
export function socketUrl(link: string): string {
  let url: URL;
  try {
    url = new URL(link, document.baseURI);
  } catch {
    throw new TypeError(
      `Expected the online attribute to be a game's link such as https://go.my.site/games/ID, received "${link}".`,
    );
  }
  if (url.protocol === 'http:' || url.protocol === 'ws:') url.protocol = 'ws:';
  else if (url.protocol === 'https:' || url.protocol === 'wss:') url.protocol = 'wss:';
  else throw new TypeError(`Expected the online attribute to be an http(s) link to a game, received "${link}".`);
  return url.href;
}
