import { render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppHarness, type ApolloSetup, type RouterSetup } from './harness';

export type AppRenderOptions = RouterSetup & ApolloSetup;

/**
 * Renders `ui` inside the app's providers (antd theme, MockedProvider with `mocks`, a memory
 * data router at `route`) and returns Testing Library's queries with a user-event session.
 */
export function renderWithApp(ui: ReactElement, options: AppRenderOptions = {}): RenderResult & { user: UserEvent } {
  // No pause between keystrokes, and no pointer-events check: the check reads the computed style of
  // every ancestor, which costs most of a second per click under antd's CSS-in-JS in jsdom (and
  // jsdom applies no :hover styles, so it cannot tell what a user could really click anyway).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { user, ...render(<AppHarness {...options}>{ui}</AppHarness>) };
}
