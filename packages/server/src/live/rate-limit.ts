/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. A socket's messages beyond
 * it are refused with an error and change nothing.
 */
export class RateLimit {
  readonly #perSecond: number;
  readonly #burst: number;
  #tokens: number;
  #at: number;

  constructor(perSecond: number, burst: number) {
    this.#perSecond = perSecond;
    this.#burst = burst;
    this.#tokens = burst;
    this.#at = Date.now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(now = Date.now()): boolean {
    this.#tokens = Math.min(this.#burst, this.#tokens + ((now - this.#at) / 1000) * this.#perSecond);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
