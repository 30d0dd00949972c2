import type { EmployeeDetailFieldsFragment, EmployeeFieldsFragment } from '../../../gql/graphql';

/** An employee as the API sends it to an admin, __typename included (Apollo's cache normalises on it). */
export type MockEmployee = EmployeeDetailFieldsFragment & {
  __typename: 'Employee';
  manager: { __typename: 'Employee'; id: number; name: string; position: string } | null;
};

/** A row of the list as the API sends it. */
export type MockEmployeeRow = EmployeeFieldsFragment & { __typename: 'Employee' };

type Sample = Omit<MockEmployee, '__typename' | 'id' | 'manager' | 'managerId'> & { manager?: number };

/**
 * The demo company's people as the seed has them (numbered in the seed's order), with one
 * Terminated employee more, so every status and every sign-in state appears.
 */
const SAMPLES: readonly Sample[] = [
  {
    name: 'Emily Chen',
    position: 'Engineering Manager',
    department: 'ENGINEERING',
    email: 'emily.chen@brightline.example',
    phone: '+1 415 555 0187',
    joinDate: '2019-03-11',
    status: 'ACTIVE',
    isHR: false,
    salary: '9850.00',
    bankAccount: 'GB33 BUKB 2020 1555 5555 55',
    taxId: 'QQ 12 34 56 A',
    bio: 'Leads the engineering team. Distributed systems, TypeScript, Go; mentoring and hiring.',
    access: 'ACTIVE',
  },
  {
    name: 'David Okafor',
    position: 'Senior Software Engineer',
    department: 'ENGINEERING',
    email: 'david.okafor@brightline.example',
    phone: '+1 415 555 0143',
    joinDate: '2021-06-01',
    status: 'ACTIVE',
    isHR: false,
    salary: '7420.00',
    bankAccount: 'GB94 BARC 1020 1530 0934 59',
    taxId: 'QQ 23 45 67 B',
    bio: 'Back-end and data: Node.js, GraphQL, MySQL, and the odd machine-learning pipeline.',
    access: 'ACTIVE',
    manager: 1,
  },
  {
    name: 'Sofia Martins',
    position: 'Software Engineer',
    department: 'ENGINEERING',
    email: 'sofia.martins@brightline.example',
    phone: '+1 415 555 0119',
    joinDate: '2023-02-13',
    status: 'ACTIVE',
    isHR: false,
    salary: '6175.50',
    bankAccount: 'GB71 NWBK 6016 1331 9268 19',
    taxId: 'QQ 34 56 78 C',
    bio: 'Front-end engineer: React, accessibility and design systems.',
    access: 'NONE',
    manager: 1,
  },
  {
    name: 'Priya Nair',
    position: 'HR Manager',
    department: 'HR',
    email: 'priya.nair@brightline.example',
    phone: '+1 415 555 0164',
    joinDate: '2020-09-07',
    status: 'ACTIVE',
    isHR: true,
    salary: '6980.00',
    bankAccount: 'GB29 LOYD 3091 2400 6677 21',
    taxId: 'QQ 45 67 89 D',
    bio: 'People operations, hiring, leave and payroll.',
    access: 'INVITED',
  },
  {
    name: 'Hannah Weber',
    position: 'Head of Product',
    department: 'PRODUCT',
    email: 'hannah.weber@brightline.example',
    phone: '+1 415 555 0150',
    joinDate: '2020-01-20',
    status: 'ACTIVE',
    isHR: false,
    salary: '9200.00',
    bankAccount: 'GB15 HBUK 4012 7612 3456 78',
    taxId: 'QQ 56 78 90 A',
    bio: 'Product discovery and delivery for client engagements.',
    access: 'NONE',
  },
  {
    name: 'Jonas Becker',
    position: 'Product Designer',
    department: 'DESIGN',
    email: 'jonas.becker@brightline.example',
    phone: '+1 415 555 0172',
    joinDate: '2022-04-04',
    status: 'ON_LEAVE',
    isHR: false,
    salary: '5890.00',
    bankAccount: 'GB82 WEST 1234 5698 7654 32',
    taxId: 'QQ 67 89 01 B',
    bio: 'Interaction and visual design; user research and prototyping.',
    access: 'NONE',
    manager: 5,
  },
  {
    name: 'Marco Rossi',
    position: 'Account Executive',
    department: 'SALES',
    email: 'marco.rossi@brightline.example',
    phone: null,
    joinDate: '2021-11-15',
    status: 'TERMINATED',
    isHR: false,
    salary: '4800.00',
    bankAccount: null,
    taxId: null,
    bio: null,
    access: 'DISABLED',
  },
];

export const sampleEmployees: readonly MockEmployee[] = SAMPLES.map(({ manager, ...fields }, index) => ({
  __typename: 'Employee',
  id: index + 1,
  ...fields,
  managerId: manager ?? null,
  manager: manager
    ? {
        __typename: 'Employee',
        id: manager,
        name: SAMPLES[manager - 1]!.name,
        position: SAMPLES[manager - 1]!.position,
      }
    : null,
}));

/** Looks a sample up by id; throws so a typo in a story or test shows at once. */
export function sampleEmployee(id: number): MockEmployee {
  const found = sampleEmployees.find((e) => e.id === id);
  if (!found) throw new Error(`No sample employee with id ${id}`);
  return found;
}

/** The sample whose sign-in access is `access` (each appears once or more). */
export function sampleWithAccess(access: NonNullable<MockEmployee['access']>): MockEmployee {
  const found = sampleEmployees.find((e) => e.access === access);
  if (!found) throw new Error(`No sample employee whose access is ${access}`);
  return found;
}

/** The list's fields of an employee, as a row of `adminEmployees`. */
export const asRow = ({ __typename, id, name, position, department, email, joinDate, status }: MockEmployee) =>
  ({ __typename, id, name, position, department, email, joinDate, status }) satisfies MockEmployeeRow;
