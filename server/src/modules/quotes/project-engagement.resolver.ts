import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import { Project } from '../projects/project.entity';
import { ProjectEngagement } from './project-engagement.types';
import { engagementOf } from './quote-conversion';
import { canSeeEngagement } from './quote.policy';

/**
 * A project's payment, plan and timeline. The public site reads projects too: the check is made
 * on the field itself, so whichever query reached the project, a visitor or a client gets null.
 */
@Resolver(() => Project)
export class ProjectEngagementResolver {
  @FieldResolver(() => ProjectEngagement, {
    nullable: true,
    description: 'Null for visitors, clients and API keys, and for projects not made from a quote.',
  })
  engagement(@Root() project: Project, @Ctx() ctx: Context): ProjectEngagement | null {
    return canSeeEngagement(ctx.user) ? engagementOf(project) : null;
  }
}
