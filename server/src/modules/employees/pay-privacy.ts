import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { Context } from '../../app/context';
import { canSeePay } from './employee.policy';

/**
 * Pay details are checked where they are read, on the field itself: whichever path reached the
 * employee (a list, a manager, a leave request, an alias), a reader who is neither an admin nor
 * the employee gets null.
 */
const payPrivacy: MiddlewareFn<Context> = ({ root, context }, next) =>
  canSeePay(context.user, root as { userId: number | null }) ? next() : Promise.resolve(null);

export const PayPrivate = () => UseMiddleware(payPrivacy);
