import { AUTH_LIMITS as L, AUTH_MESSAGES as M } from '@site/shared';
import { IsNotEmpty, MaxLength } from 'class-validator';
import { Args, ArgsType, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../app/context';
import { DomainError, ErrorCode } from '../common/errors';
import { logger } from '../common/logger';
import { MaxTrimmedLength } from '../common/trimmed-text';
import { IsEmailAddress, IsNotBlank } from '../common/validators';
import { Public, SignedIn } from './auth-checker';
import { CURRENT_PASSWORD_WRONG } from './auth.service';
import type { IssuedSession } from './sessions';
import { User } from './user.entity';

// Sign-in texts are checked as stored (trimmed); passwords as typed. New passwords are checked
// by the service (length, common passwords); here their input is only bounded.
const PASSWORD_INPUT_MAX = 1024;

@ArgsType()
export class LoginArgs {
  @Field()
  @IsNotBlank({ message: M.emailRequired })
  @MaxTrimmedLength(L.email, { message: M.emailMax })
  @IsEmailAddress({ message: M.email })
  email: string;

  @Field()
  @IsNotEmpty({ message: M.passwordRequired })
  @MaxLength(L.password, { message: M.passwordTooLong })
  password: string;
}

@ArgsType()
export class RequestPasswordResetArgs {
  @Field()
  @IsNotBlank({ message: M.emailRequired })
  @MaxTrimmedLength(L.email, { message: M.emailMax })
  @IsEmailAddress({ message: M.email })
  email: string;
}

@ArgsType()
export class ResetPasswordArgs {
  @Field({ description: 'The token from the reset link.' })
  @IsNotEmpty({ message: M.resetLinkIncomplete })
  @MaxLength(L.resetToken, { message: M.resetLinkIncomplete })
  token: string;

  @Field()
  @IsNotEmpty({ message: M.passwordRequired })
  @MaxLength(PASSWORD_INPUT_MAX, { message: M.passwordTooLong })
  password: string;
}

@ArgsType()
class ChangePasswordArgs {
  @Field()
  @IsNotEmpty({ message: M.currentPasswordRequired })
  @MaxLength(PASSWORD_INPUT_MAX, { message: CURRENT_PASSWORD_WRONG })
  currentPassword: string;

  @Field()
  @IsNotEmpty({ message: M.newPasswordRequired })
  @MaxLength(PASSWORD_INPUT_MAX, { message: M.passwordTooLong })
  newPassword: string;
}

@ObjectType({
  description:
    'A short-lived access token and the user it speaks for. The refresh token travels in an httpOnly cookie.',
})
class AuthPayload {
  @Field({ description: 'Send as `Authorization: Bearer <token>`; valid 15 minutes.' })
  token: string;

  @Field({ description: 'When the token stops working; renew it with `refreshSession` before then.' })
  expiresAt: Date;

  @Field(() => User)
  user: User;
}

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => AuthPayload, {
    description: "Signs in and sets the refresh cookie; 'Invalid credentials' (UNAUTHENTICATED) otherwise.",
  })
  async login(@Args() { email, password }: LoginArgs, @Ctx() ctx: Context): Promise<AuthPayload> {
    return started(ctx, await ctx.auth.login(email, password, ctx.ip));
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: 'Exchanges the refresh cookie for a new access token and a new cookie (each cookie works once).',
  })
  async refreshSession(@Ctx() ctx: Context): Promise<AuthPayload> {
    try {
      return started(ctx, await ctx.auth.renew(ctx.cookie.read(), ctx.ip));
    } catch (error) {
      ctx.cookie.clear();
      throw error;
    }
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Ends the sign-in of the refresh cookie and clears it.' })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.auth.logout(ctx.cookie.read(), ctx.ip);
    ctx.cookie.clear();
    return true;
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Mails a reset link valid 30 minutes if the address has an account. Answers true either way.',
  })
  async requestPasswordReset(@Args() { email }: RequestPasswordResetArgs, @Ctx() ctx: Context): Promise<boolean> {
    try {
      await ctx.passwordReset.request(email, ctx.ip);
    } catch (error) {
      // The throttle answers for the address. Any other failure happens only on the way to an
      // existing account's link, so the answer stays true: an error would tell that the account exists.
      if (error instanceof DomainError && error.extensions.code === ErrorCode.TooManyRequests) throw error;
      logger.error('password reset request failed', { error });
    }
    return true;
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Sets a new password through a reset link and ends every sign-in.' })
  async resetPassword(@Args() { token, password }: ResetPasswordArgs, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.passwordReset.reset(token, password, ctx.ip);
    return true;
  }

  @SignedIn()
  @Mutation(() => AuthPayload, { description: "Changes the signed-in user's password; other sign-ins end." })
  async changePassword(
    @Args() { currentPassword, newPassword }: ChangePasswordArgs,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const user = ctx.user!;
    return started(ctx, await ctx.auth.changePassword(user.id, currentPassword, newPassword, ctx.ip));
  }

  @Public()
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null.' })
  me(@Ctx() ctx: Context): Promise<User | null> | null {
    return ctx.user ? ctx.auth.findById(ctx.user.id) : null;
  }
}

/** Puts the refresh token in the cookie and answers with the access token. */
function started(ctx: Context, { access, refresh, user }: IssuedSession): AuthPayload {
  ctx.cookie.set(refresh.token, refresh.expiresAt);
  return { token: access.token, expiresAt: access.expiresAt, user };
}
