/**
 * The public pages' addresses and titles. The web app's route table takes its titles from
 * here, and the server names the same pages in their first HTML response, so a title is
 * written once. Back-office titles live in the web app alone: no crawler sees them.
 */
export const PUBLIC_ROUTES = {
  home: { path: '/', title: 'Home' },
  services: { path: '/services', title: 'Our Services' },
  service: { path: '/services/:id', title: 'Service' },
  projects: { path: '/projects', title: 'Our Projects' },
  project: { path: '/projects/:id', title: 'Project' },
  about: { path: '/about', title: 'About Us' },
  contact: { path: '/contact', title: 'Contact Us' },
  getQuote: { path: '/get-quote', title: 'Request a Quote' },
  terms: { path: '/terms', title: 'Terms of Use' },
  privacy: { path: '/privacy', title: 'Privacy Policy' },
  // The document title becomes the page's own once it has loaded.
  contentPage: { path: '/pages/:slug', title: 'Page' },
  sitemap: { path: '/sitemap', title: 'Sitemap' },
  forbidden: { path: '/forbidden', title: 'Access Denied' },
  clientDashboard: { path: '/client/dashboard', title: 'Client Dashboard' },
  login: { path: '/login', title: 'Admin Login' },
  adminLogin: { path: '/admin/login', title: 'Admin Login' },
  forgotPassword: { path: '/password/forgot', title: 'Forgot Password' },
  resetPassword: { path: '/password/reset', title: 'Choose a New Password' },
} as const satisfies Record<string, { path: string; title: string }>;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;
