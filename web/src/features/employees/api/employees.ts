import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminEmployeesQueryVariables } from '../../../gql/graphql';

graphql(`
  fragment EmployeeFields on Employee {
    id
    name
    position
    department
    email
    joinDate
    status
  }
`);

/** What the edit page shows: the whole record, its manager's name and whether the employee can sign in. */
graphql(`
  fragment EmployeeDetailFields on Employee {
    ...EmployeeFields
    phone
    bio
    managerId
    manager {
      id
      name
      position
    }
    isHR
    salary
    bankAccount
    taxId
    access
  }
`);

export const AdminEmployeesDocument = graphql(`
  query AdminEmployees(
    $offset: Int!
    $limit: Int!
    $search: String
    $status: EmployeeStatus
    $sort: EmployeeSort
    $direction: SortDirection
  ) {
    adminEmployees(
      offset: $offset
      limit: $limit
      search: $search
      status: $status
      sort: $sort
      direction: $direction
    ) {
      total
      offset
      limit
      items {
        ...EmployeeFields
      }
    }
  }
`);

export const EmployeeDocument = graphql(`
  query Employee($id: Int!) {
    employee(id: $id) {
      ...EmployeeDetailFields
    }
  }
`);

/** The people a manager may be picked from, found by name (or position, department, email) on the server. */
export const ManagerOptionsDocument = graphql(`
  query ManagerOptions($search: String, $limit: Int!) {
    adminEmployees(search: $search, limit: $limit) {
      total
      items {
        id
        name
        position
      }
    }
  }
`);

export const CreateEmployeeDocument = graphql(`
  mutation CreateEmployee($input: CreateEmployeeInput!) {
    createEmployee(input: $input) {
      ...EmployeeDetailFields
    }
  }
`);

export const UpdateEmployeeDocument = graphql(`
  mutation UpdateEmployee($id: Int!, $input: UpdateEmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      ...EmployeeDetailFields
    }
  }
`);

/** The status, and the sign-in access that follows it (Terminated disables the account). */
export const SetEmployeeStatusDocument = graphql(`
  mutation SetEmployeeStatus($id: Int!, $status: EmployeeStatus!) {
    setEmployeeStatus(id: $id, status: $status) {
      ...EmployeeFields
      access
    }
  }
`);

export const DeleteEmployeeDocument = graphql(`
  mutation DeleteEmployee($id: Int!) {
    deleteEmployee(id: $id)
  }
`);

/** The access that follows (INVITED), and the address the link went to. */
export const InviteEmployeeDocument = graphql(`
  mutation InviteEmployee($id: Int!) {
    inviteEmployee(id: $id) {
      id
      email
      access
    }
  }
`);

/**
 * Every list of employees (the table, the manager picker) depends on every employee: a write
 * drops them so whatever shows them next fetches them again.
 */
export function forgetEmployeeLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminEmployees' });
  cache.gc();
}

/** After a delete: the employee itself goes from the cache too. */
export function forgetDeletedEmployee(
  cache: ApolloCache,
  { data }: { data?: { deleteEmployee: number } | null },
): void {
  if (data) cache.evict({ id: cache.identify({ __typename: 'Employee', id: data.deleteEmployee }) });
  forgetEmployeeLists(cache);
}

export const useAdminEmployees = (variables: AdminEmployeesQueryVariables) =>
  useQuery(AdminEmployeesDocument, { variables });

export const useEmployee = (id: number, skip = false) => useQuery(EmployeeDocument, { variables: { id }, skip });

/** The manager picker's choices for what was typed (null: the first people by name). */
export const useManagerOptions = (search: string | null, limit: number) =>
  useQuery(ManagerOptionsDocument, { variables: { search, limit } });
