import type { ComponentType } from 'react';
import type { Role } from '../gql/graphql';

export interface RouteDef {
  path: string;
  /** The document title, and the admin header's title. */
  title: string;
  /** Who may open it; left out, anyone may. */
  roles?: readonly Role[];
  page: () => Promise<{ default: ComponentType }>;
}

export interface RouteHandle {
  title: string;
  roles?: readonly Role[];
}
