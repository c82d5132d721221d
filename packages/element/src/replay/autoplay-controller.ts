// Autoplay: one move forward every `autoplayDelay` milliseconds while `autoplay` is on, stopping
// by itself at the end of the line, and not starting by itself under prefers-reduced-motion. A reactive controller, so the element only says whether it
// plays, and the timer can never outlive the element.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the controller needs of its element. */
export interface AutoplayHost extends ReactiveControllerHost {
  autoplay: boolean;
  autoplayDelay: number;
  /** Whether a game is shown that could be played forward. */
  readonly isReady: boolean;
  /** One move forward; false at the end of the line. */
  next(): boolean;
}

/** The shortest delay honoured: faster than this, nobody could follow the game. */
const MIN_DELAY = 100;

/** Whether the reader asked their system for less motion. */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export class AutoplayController implements ReactiveController {
  readonly #host: AutoplayHost;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #connectedBefore = false;

  constructor(host: AutoplayHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    // A page's `autoplay` does not start by itself for a reader who asked for less motion (as
    // a <video> would not); the play button and Space still start it.
    if (!this.#connectedBefore && this.#host.autoplay && prefersReducedMotion()) this.#host.autoplay = false;
    this.#connectedBefore = true;
    // Back in the page: the next update starts the timer again.
    if (this.#host.autoplay) this.#host.requestUpdate();
  }

  hostUpdated(): void {
    if (this.#host.autoplay && this.#host.isReady) {
      this.#timer ??= setTimeout(() => this.#tick(), Math.max(MIN_DELAY, this.#host.autoplayDelay || 0));
    } else {
      this.#stop();
    }
  }

  hostDisconnected(): void {
    this.#stop();
  }

  #tick(): void {
    this.#timer = undefined;
    // The next update schedules the next move; at the end nothing changes, so stop here.
    if (!this.#host.next()) this.#host.autoplay = false;
  }

  #stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
