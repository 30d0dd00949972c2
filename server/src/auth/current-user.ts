import { createParameterDecorator } from 'type-graphql';
import type { Context } from '../app/context';
import { unauthenticated } from '../common/errors';
import { keyWriter, type Writer } from './actor';

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

/**
 * Who a `@Public` write (the contact form, a quote request) is recorded as: the signed-in user,
 * the partner's API key, or null for a visitor.
 */
export const OptionalUser = () =>
  createParameterDecorator<Context>(({ context }): Writer | null =>
    context.apiKey ? keyWriter(context.apiKey) : context.user,
  );
