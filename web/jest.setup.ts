import '@testing-library/jest-dom';

// antd renders a lot of DOM in jsdom; on a busy two-core CI machine a form test can pass 5 s.
jest.setTimeout(20_000);
