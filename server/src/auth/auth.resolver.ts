import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { Args, ArgsType, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../app/context';
import { Public, SignedIn } from './auth-checker';
import type { IssuedSession } from './sessions';
import { User } from './user.entity';

@ArgsType()
class LoginArgs {
  @Field()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email: string;

  @Field()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password: string;
}

@ArgsType()
class RequestPasswordResetArgs {
  @Field()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

// New passwords are checked by the service (length, common passwords); these only bound the input.
@ArgsType()
class ResetPasswordArgs {
  @Field({ description: 'The token from the reset link.' })
  @IsNotEmpty({ message: 'The reset link is incomplete' })
  @MaxLength(100, { message: 'The reset link is incomplete' })
  token: string;

  @Field()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1024, { message: 'Password must be at most 128 characters' })
  password: string;
}

@ArgsType()
class ChangePasswordArgs {
  @Field()
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(1024, { message: 'Current password is incorrect' })
  currentPassword: string;

  @Field()
  @IsNotEmpty({ message: 'New password is required' })
  @MaxLength(1024, { message: 'Password must be at most 128 characters' })
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
    await ctx.passwordReset.request(email, ctx.ip);
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
