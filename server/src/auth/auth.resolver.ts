import { IsNotEmpty, MaxLength } from 'class-validator';
import { Args, ArgsType, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../app/context';
import { Public } from './auth-checker';
import { AuthService } from './auth.service';
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

@ObjectType({ description: 'A signed access token and the user it speaks for.' })
class AuthPayload {
  @Field({ description: 'Send as `Authorization: Bearer <token>`.' })
  token: string;

  @Field(() => User)
  user: User;
}

const service = (ctx: Context) => new AuthService(ctx.dataSource, ctx.config);

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => AuthPayload, { description: "Signs in; 'Invalid credentials' (UNAUTHENTICATED) otherwise." })
  login(@Args() { email, password }: LoginArgs, @Ctx() ctx: Context): Promise<AuthPayload> {
    return service(ctx).login(email, password, ctx.ip);
  }

  @Public()
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null.' })
  me(@Ctx() ctx: Context): Promise<User | null> | null {
    return ctx.user ? service(ctx).findById(ctx.user.id) : null;
  }
}
