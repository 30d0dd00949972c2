import { Field, Int, ObjectType } from 'type-graphql';
import { Project } from './project.entity';

@ObjectType({ description: 'One page of projects and how many match in all.' })
export class ProjectPage {
  @Field(() => [Project])
  items: Project[];

  @Field(() => Int, { description: 'How many projects match the filters.' })
  total: number;

  @Field(() => Int)
  offset: number;

  @Field(() => Int, { description: 'The page size applied (requests above 100 are capped).' })
  limit: number;
}
