export * from './projects';
export * from './services';
