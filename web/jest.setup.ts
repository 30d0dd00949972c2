import type React from 'react';
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

// jsdom has no canvas to draw on (chart.js would fail to get a 2D context): a chart is an empty
// canvas here, and what it says is tested through the table every chart carries.
jest.mock('react-chartjs-2', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    Chart: ({ type, 'aria-hidden': hidden }: { type: string; 'aria-hidden'?: boolean }) =>
      createElement('canvas', { 'data-chart': type, 'aria-hidden': hidden }),
  };
});
