import type { ComponentType } from 'react';
import type { Access } from '../lib/access';

/** What a matched route tells the layouts: its title, and who may open it (any role or capability it names; neither, anyone). */
export interface RouteHandle extends Access {
  /** The document title, and the admin header's title. */
  title: string;
}

export interface RouteDef extends RouteHandle {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
}
