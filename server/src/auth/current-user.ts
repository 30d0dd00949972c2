import { createParameterDecorator } from 'type-graphql';
import type { Context } from '../app/context';
import { unauthenticated } from '../common/errors';

/**
 * The signed-in user acting in this request, as an `Actor`. Use it with `@Roles` or
 * `@SignedIn`; should the rule ever be missing, the call still fails UNAUTHENTICATED rather
 * than running without an actor.
 */
export const CurrentUser = () =>
  createParameterDecorator<Context>(({ context }) => {
    if (!context.user) throw unauthenticated();
    return context.user;
  });

/** The signed-in user, or null for a visitor: for `@Public` writes such as the contact form. */
export const OptionalUser = () => createParameterDecorator<Context>(({ context }) => context.user);
