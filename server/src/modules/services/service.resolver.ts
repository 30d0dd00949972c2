import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Public, Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { Service } from './service.entity';
import { AdminServicesArgs, CreateServiceInput, UpdateServiceInput } from './service.inputs';
import { ServiceCatalog } from './service.service';
import { ServicePage } from './service.types';

const catalog = (ctx: Context) => new ServiceCatalog(ctx.dataSource);

@Resolver(() => Service)
export class ServiceResolver {
  @Public()
  @Query(() => [Service], { description: 'Every service, in the public order (sortOrder, then id).' })
  services(@Ctx() ctx: Context): Promise<Service[]> {
    return catalog(ctx).list();
  }

  @Public()
  @Query(() => [Service], { description: "The featured services, in the public order (the home page's grid)." })
  featuredServices(@Ctx() ctx: Context): Promise<Service[]> {
    return catalog(ctx).featured();
  }

  @Public()
  @Query(() => Service, { description: 'One service; NOT_FOUND when the id is unknown.' })
  service(
    @Arg('id', () => Int, { description: "The service's id." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return catalog(ctx).get(id);
  }

  @Roles(...STAFF_ROLES)
  @Query(() => ServicePage, { description: "The back office's services list: searched, sorted and paged." })
  adminServices(@Args() args: AdminServicesArgs, @Ctx() ctx: Context): Promise<ServicePage> {
    return catalog(ctx).page(args);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Service, {
    description: 'Adds a service, last in the public order; CONFLICT when the name is taken.',
  })
  createService(
    @Arg('input') input: CreateServiceInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return catalog(ctx).create(actor, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Service, { description: 'Changes the given fields of a service; CONFLICT when the name is taken.' })
  updateService(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: UpdateServiceInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return catalog(ctx).update(actor, id, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Service, { description: 'Features or unfeatures a service on the home page.' })
  setServiceFeatured(
    @Arg('id', () => Int) id: number,
    @Arg('featured') featured: boolean,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Service> {
    return catalog(ctx).setFeatured(actor, id, featured);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Int, { description: 'Deletes a service and returns its id.' })
  deleteService(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<number> {
    return catalog(ctx).delete(actor, id);
  }
}
