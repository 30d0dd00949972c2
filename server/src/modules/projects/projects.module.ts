import type { FeatureModule } from '../../app/feature-module';
import { SEED_PROJECTS } from '../../db/seed/projects';
import { Project } from './project.entity';
import { projectExport } from './project.export';
import { ProjectResolver } from './project.resolver';

export const projectsModule: FeatureModule = {
  name: 'projects',
  entities: [Project],
  resolvers: [ProjectResolver],
  // The projects table came with the first migration (listed by the auth module).
  migrations: [],
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
