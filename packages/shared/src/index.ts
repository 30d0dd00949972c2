// The product's rules that the server and the web app must agree on. Both sides import
// from here only, so a limit, a message or a code table is written once.
export * from './company';
export * from './website-content';
