// jsdom lacks these; antd, react-router and Apollo need them.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });

// jsdom has no fetch classes, and React Router's data router builds a Request on every navigation.
// Node has them in its own realm; runInThisContext reads them from there (it accepts jsdom's AbortSignal).
const { runInThisContext } = require('node:vm');
for (const name of ['Request', 'Response', 'Headers']) {
  if (!globalThis[name]) globalThis[name] = runInThisContext(name);
}

// Media queries are answered against the window's width (jsdom: 1024px, a desktop), so antd's
// responsive table columns and the sider's breakpoint behave as they do on a laptop.
function mediaMatches(query) {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: mediaMatches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
window.scrollTo = () => {};

// jsdom does not implement the pseudo-element argument (antd's table asks for scrollbar styles).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => computedStyle(element);

// jsdom has no MessageChannel; antd's Select schedules its close with one. A timer does the same
// job without Node's worker ports, which would keep jest from exiting.
if (!globalThis.MessageChannel) {
  globalThis.MessageChannel = class {
    constructor() {
      const port = () => ({ onmessage: null, postMessage: null, close() {} });
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  };
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
