import type { ApolloSetup, RouterSetup } from './harness';

/**
 * A story's `parameters.router` and `parameters.apollo`, typed (Storybook types parameters loosely):
 * `parameters: storyParameters({ route: '/projects', path: '/projects', mocks: [projectsMock(...)] })`.
 */
export function storyParameters({ mocks, ...router }: RouterSetup & ApolloSetup) {
  return { router, apollo: { mocks } };
}

/** Storybook globals that show a story at 375px wide (the preview's 'mobile' viewport). */
export const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** Storybook globals that show a story at 1280px wide (the preview's 'desktop' viewport). */
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
