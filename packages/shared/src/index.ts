// The product's rules that the server and the web app must agree on: limits, validation
// messages, toast texts, code tables, company facts, the page text format and the site's own
// catalogue (the services and projects it starts with). Both sides
// import from here only, so each is written once. Plain data and small pure functions, no
// side effects: the public pages bundle only what they use.
export * from './catalogue';
export * from './codes';
export * from './company';
export * from './page-blocks';
export * from './rules';
export * from './text-checks';
export * from './toasts';
export * from './routes';
export * from './session-keys';
export * from './website-content';
