import { Role } from '../../auth/roles';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  can: string;
}

/** Printed at start-up and shown in the README and as the login form's placeholders. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: 'Alex Morgan',
    email: 'admin@brightline.example',
    password: 'Admin#2026',
    role: Role.ADMIN,
    can: 'everything, including employees and payroll',
  },
  {
    name: 'Sam Taylor',
    email: 'staff@brightline.example',
    password: 'Staff#2026',
    role: Role.STAFF,
    can: 'projects, services, website content and quotes',
  },
  {
    name: 'Emily Chen',
    email: 'emily.chen@brightline.example',
    password: 'Emily#2026',
    role: Role.STAFF,
    can: 'staff work; manages David Okafor and Sofia Martins (the first step of their leave); her own leave and payroll',
  },
  {
    name: 'David Okafor',
    email: 'david.okafor@brightline.example',
    password: 'David#2026',
    role: Role.STAFF,
    can: 'staff work; reports to Emily Chen; his own leave and payroll',
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@brightline.example',
    password: 'Priya#2026',
    role: Role.STAFF,
    can: "staff work; HR: the second step of everyone's leave; her own leave and payroll",
  },
];
