import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import type * as DynamicCss from '@rc-component/util/lib/Dom/dynamicCSS';
import { clearToasts } from './src/lib/toast';
import type * as VisibleCss from './src/test/visible-css';

// antd renders a lot of DOM in jsdom; on a busy two-core CI machine a form test can pass 5 s,
// and a `findBy...` can need more than Testing Library's default second to see the next render.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// The public site's toasts live in one list for the whole page: each test starts without any.
afterEach(() => clearToasts());

// antd's styles reach the page reduced to what shows or hides an element (see visible-css.ts).
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual<typeof DynamicCss>('@rc-component/util/lib/Dom/dynamicCSS');
  const { visibilityRulesOnly } = jest.requireActual<typeof VisibleCss>('./src/test/visible-css');
  const updateCSS: typeof actual.updateCSS = (css, ...rest) => actual.updateCSS(visibilityRulesOnly(css), ...rest);
  return { ...actual, updateCSS };
});
