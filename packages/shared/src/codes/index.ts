export * from './code-table';
export * from './api-keys';
export * from './icons';
export * from './people';
export * from './payments';
export * from './projects';
export * from './quotes';
