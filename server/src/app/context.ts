import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Role } from '../auth/roles';

export interface CurrentUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

/** Built once per GraphQL request. */
export interface Context {
  requestId: string;
  ip: string;
  user: CurrentUser | null;
  config: Config;
  dataSource: DataSource;
}
