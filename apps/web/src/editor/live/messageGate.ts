// The live document's first sync applies the whole design at once (~0.65 s for 5 000 shapes
// on a slow laptop). The socket opens as soon as the design is shown, so the server loads (or
// seeds) the live document while the page is drawn, but what the server sends waits behind
// this gate until the page is drawn: the first sync then never lands between the page's
// frames. Messages and the close that follows them keep their order.

type Listener = EventListenerOrEventListenerObject;

const call = (listener: Listener, target: EventTarget, event: Event) => {
  if (typeof listener === 'function') listener.call(target, event);
  else listener.handleEvent(event);
};

/** Events the gate holds back: what the server says, and the end of the conversation. */
const HELD = new Set(['message', 'close']);

export class MessageGate {
  private opened = false;
  private readonly waiting: Array<() => void> = [];

  get isOpen(): boolean {
    return this.opened;
  }

  /** Runs `deliver` now when the gate is open, else when it opens, in arrival order. */
  pass(deliver: () => void): void {
    if (this.opened) deliver();
    else this.waiting.push(deliver);
  }

  /** Lets everything held through, in order, and all that comes after at once. */
  open(): void {
    if (this.opened) return;
    this.opened = true;
    for (const deliver of this.waiting.splice(0)) deliver();
  }

  /** `listener`, called through the gate (held events only). */
  wrap(type: string, listener: Listener, target: EventTarget): EventListener {
    if (!HELD.has(type)) return (event) => call(listener, target, event);
    return (event) => this.pass(() => call(listener, target, event));
  }

  /** A WebSocket class whose held events go through this gate (for the provider's socket). */
  socketClass(): typeof WebSocket {
    const gate = this;
    // Kept outside the instances: a listener may be added while the socket is constructed,
    // before an instance field would exist.
    const wrappers = new WeakMap<EventTarget, Map<string, Map<Listener, EventListener>>>();
    const wrappersOf = (socket: EventTarget, type: string) => {
      const byType = wrappers.get(socket) ?? new Map<string, Map<Listener, EventListener>>();
      wrappers.set(socket, byType);
      const byListener = byType.get(type) ?? new Map<Listener, EventListener>();
      byType.set(type, byListener);
      return byListener;
    };
    return class GatedWebSocket extends WebSocket {
      override addEventListener(
        type: string,
        listener: Listener | null,
        options?: boolean | AddEventListenerOptions,
      ): void {
        if (!listener) return;
        const byListener = wrappersOf(this, type);
        const wrapped = byListener.get(listener) ?? gate.wrap(type, listener, this);
        byListener.set(listener, wrapped);
        super.addEventListener(type, wrapped, options);
      }

      override removeEventListener(
        type: string,
        listener: Listener | null,
        options?: boolean | EventListenerOptions,
      ): void {
        if (!listener) return;
        const byListener = wrappersOf(this, type);
        const wrapped = byListener.get(listener);
        if (!wrapped) return;
        byListener.delete(listener);
        super.removeEventListener(type, wrapped, options);
      }
    };
  }
}
