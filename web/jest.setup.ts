import type React from 'react';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { clearToasts } from './src/lib/toast';

// antd renders a lot of DOM in jsdom; on a busy two-core CI machine a form test can pass 5 s,
// and a `findBy...` can need more than Testing Library's default second to see the next render.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// The public site's toasts live in one list for the whole page: each test starts without any.
afterEach(() => clearToasts());

// jsdom has no canvas to draw on (chart.js would fail to get a 2D context): a chart is an empty
// canvas here, and what it says is tested through the table every chart carries.
jest.mock('react-chartjs-2', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    Chart: ({ type, 'aria-hidden': hidden }: { type: string; 'aria-hidden'?: boolean }) =>
      createElement('canvas', { 'data-chart': type, 'aria-hidden': hidden }),
  };
});
