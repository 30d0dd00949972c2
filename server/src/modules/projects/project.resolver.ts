import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import type { Actor } from '../../auth/actor';
import { Public, Roles } from '../../auth/auth-checker';
import { CurrentUser } from '../../auth/current-user';
import { STAFF_ROLES } from '../../auth/roles';
import { columnsAskedFor } from '../../common/selected-columns';
import { Project } from './project.entity';
import { CreateProjectInput, ProjectsArgs, UpdateProjectInput } from './project.inputs';
import { ProjectService } from './project.service';
import { ProjectPage } from './project.types';

const service = (ctx: Context) => new ProjectService(ctx.dataSource);

@Resolver(() => Project)
export class ProjectResolver {
  @Public()
  @Query(() => ProjectPage, { description: 'A page of projects, newest first, optionally searched and filtered.' })
  projects(@Args() args: ProjectsArgs, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<ProjectPage> {
    return service(ctx).list(args, columnsAskedFor(info, ctx.dataSource.getMetadata(Project), ['items']));
  }

  @Public()
  @Query(() => [Project], { description: 'The featured projects, or the first 4 when none is featured.' })
  featuredProjects(@Ctx() ctx: Context): Promise<Project[]> {
    return service(ctx).featured();
  }

  @Public()
  @Query(() => Project, { description: 'One project; NOT_FOUND when the id is unknown.' })
  project(
    @Arg('id', () => Int, { description: "The project's id." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<Project> {
    return service(ctx).get(id);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Project)
  createProject(
    @Arg('input') input: CreateProjectInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Project> {
    return service(ctx).create(actor, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Project, { description: 'Changes the given fields of a project.' })
  updateProject(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: UpdateProjectInput,
    @CurrentUser() actor: Actor,
    @Ctx() ctx: Context,
  ): Promise<Project> {
    return service(ctx).update(actor, id, input);
  }

  @Roles(...STAFF_ROLES)
  @Mutation(() => Int, { description: 'Deletes a project and returns its id.' })
  deleteProject(@Arg('id', () => Int) id: number, @CurrentUser() actor: Actor, @Ctx() ctx: Context): Promise<number> {
    return service(ctx).delete(actor, id);
  }
}
