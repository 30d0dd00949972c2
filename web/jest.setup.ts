import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { clearToasts } from './src/lib/toast';

// antd renders a lot of DOM in jsdom; on a busy two-core CI machine a form test can pass 5 s,
// and a `findBy...` can need more than Testing Library's default second to see the next render.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// The public site's toasts live in one list for the whole page: each test starts without any.
afterEach(() => clearToasts());
