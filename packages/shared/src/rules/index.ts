export * from './auth';
export * from './contact';
export * from './employees';
export * from './messages';
export * from './pages';
export * from './projects';
export * from './quotes';
export * from './services';
