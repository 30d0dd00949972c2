import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { Public } from '../../auth/auth-checker';
import { Service } from './service.entity';
import { ServiceCatalog } from './service.service';

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
  service(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<Service> {
    return catalog(ctx).get(id);
  }
}
