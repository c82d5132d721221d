// Handing control back to the event loop between chunks of work. setTimeout(0) is clamped to
// 4 ms once nested, which would waste a third of every chunk; a message round trip is not.

type Resolve = () => void;

interface TimerGlobals {
  setImmediate?: (callback: () => void) => unknown;
}

let channel: MessageChannel | undefined;
const waiting: Resolve[] = [];

function viaMessageChannel(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}

/** Resolves after pending tasks (messages, timers, input) have had their turn. */
export function yieldToEventLoop(): Promise<void> {
  const { setImmediate } = globalThis as TimerGlobals;
  // Node: setImmediate runs after I/O and timers, and an open MessagePort would keep the process alive.
  if (typeof setImmediate === 'function') return new Promise<void>((resolve) => void setImmediate(resolve));
  if (typeof MessageChannel === 'function') return viaMessageChannel();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
