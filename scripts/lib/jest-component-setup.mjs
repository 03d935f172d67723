// What a browser has and jsdom lacks, for the component project (jest.config.cjs).
import { TextDecoder, TextEncoder } from 'node:util';

// The standard classes (react-router's), from Node.
Object.assign(globalThis, { TextDecoder, TextEncoder });
// antd's form posts to itself through a MessageChannel. Node's would keep Jest from exiting (an open
// port), so a message is a task of its own here, which is all a channel is used for in a page.
globalThis.MessageChannel ??= class MessageChannel {
  constructor() {
    const port = (other) => ({
      onmessage: null,
      postMessage: (data) => setTimeout(() => other().onmessage?.({ data })),
      close() {},
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
};
// jsdom lays nothing out, so nothing is ever resized.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom lays nothing out, so no media query matches (antd's grid asks for the screen's width).
globalThis.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});
// jsdom has no style of a pseudo-element (antd measures the scrollbar's): the element's own is the answer.
const computedStyle = globalThis.getComputedStyle;
globalThis.getComputedStyle = (element) => computedStyle(element);
// React checks updates are wrapped in act() where this is set, as testing-library does.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
