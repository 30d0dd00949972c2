import type { FeatureModule } from '../../app/feature-module';
import { SEED_PROJECTS } from '../../db/seed/projects';
import { ProjectListIndexes1795510000000 } from './migrations/1795510000000-project-list-indexes';
import { ProjectSearch1795520000000 } from './migrations/1795520000000-project-search';
import { Project } from './project.entity';
import { projectExport } from './project.export';
import { ProjectResolver } from './project.resolver';

export const projectsModule: FeatureModule = {
  name: 'projects',
  entities: [Project],
  resolvers: [ProjectResolver],
  // The projects table came with the first migration (listed by the auth module).
  migrations: [ProjectListIndexes1795510000000, ProjectSearch1795520000000],
  exports: [projectExport],
  seeds: [
    {
      name: 'projects',
      kind: 'content',
      async apply(manager) {
        await manager.insert(Project, [...SEED_PROJECTS]);
      },
    },
  ],
};
