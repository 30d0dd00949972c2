// What the page budgets (bundle-size.mjs, lighthouse.mjs) measure, and with which browser.

/** The pages named on the command line, else the main public pages the budgets are set for (issue 4). */
export const budgetPages = () => {
  const named = process.argv.slice(2);
  return named.length ? named : ['/', '/services', '/projects', '/get-quote'];
};

/** Debian's Chromium, unless CHROMIUM_PATH names another (empty, as .env.example has it, names none). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
