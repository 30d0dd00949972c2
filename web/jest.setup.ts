import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd renders a lot of DOM in jsdom; on a busy two-core CI machine a form test can pass 5 s,
// and a `findBy...` can need more than Testing Library's default second to see the next render.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });
