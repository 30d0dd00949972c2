import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminPayrollsQueryVariables } from '../../../gql/graphql';

graphql(`
  fragment PayrollFields on PayrollRecord {
    id
    employeeId
    employee {
      id
      name
      position
      department
      email
    }
    month
    basicSalary
    allowances
    deductions
    bonus
    netSalary
    paymentStatus
    paymentDate
    paymentMethod
    notes
    previousNetSalary
    needsReview
    payslipPath
  }
`);

export const AdminPayrollsDocument = graphql(`
  query AdminPayrolls(
    $offset: Int!
    $limit: Int!
    $month: String
    $search: String
    $sort: PayrollSort!
    $direction: SortDirection!
  ) {
    adminPayrolls(offset: $offset, limit: $limit, month: $month, search: $search, sort: $sort, direction: $direction) {
      total
      offset
      limit
      items {
        ...PayrollFields
      }
    }
  }
`);

export const PayrollDocument = graphql(`
  query Payroll($id: Int!) {
    payroll(id: $id) {
      ...PayrollFields
    }
  }
`);

/** Who the signed-in user is on the payroll: their employee record, through their account's link. */
export const MyPayrollProfileDocument = graphql(`
  query MyPayrollProfile {
    me {
      id
      employee {
        id
        name
        position
        department
      }
    }
  }
`);

export const MyPayrollsDocument = graphql(`
  query MyPayrolls($month: String) {
    myPayrolls(month: $month) {
      ...PayrollFields
    }
  }
`);

/** The people a payroll may be made for, found by name on the server, with the salary it starts from. */
export const PayrollEmployeeOptionsDocument = graphql(`
  query PayrollEmployeeOptions($search: String, $limit: Int!) {
    adminEmployees(search: $search, limit: $limit) {
      total
      items {
        id
        name
        position
        salary
      }
    }
  }
`);

export const CreatePayrollDocument = graphql(`
  mutation CreatePayroll($input: CreatePayrollInput!) {
    createPayroll(input: $input) {
      ...PayrollFields
    }
  }
`);

export const UpdatePayrollDocument = graphql(`
  mutation UpdatePayroll($id: Int!, $input: UpdatePayrollInput!) {
    updatePayroll(id: $id, input: $input) {
      ...PayrollFields
    }
  }
`);

export const DeletePayrollDocument = graphql(`
  mutation DeletePayroll($id: Int!) {
    deletePayroll(id: $id)
  }
`);

export const ProcessPaymentDocument = graphql(`
  mutation ProcessPayment($id: Int!, $input: ProcessPaymentInput!) {
    processPayment(id: $id, input: $input) {
      ...PayrollFields
    }
  }
`);

export const RunMonthlyPayrollDocument = graphql(`
  mutation RunMonthlyPayroll($month: String!) {
    runMonthlyPayroll(month: $month) {
      month
      created
      skipped
    }
  }
`);

/**
 * Every list of payroll records (the admin list, the employee's own) depends on every record and
 * on the review flags of the months around it: a write drops them so they are fetched again.
 */
export function forgetPayrollLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminPayrolls' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPayrolls' });
  cache.gc();
}

/** After a delete: the record itself goes from the cache too. */
export function forgetDeletedPayroll(cache: ApolloCache, { data }: { data?: { deletePayroll: number } | null }): void {
  if (data) cache.evict({ id: cache.identify({ __typename: 'PayrollRecord', id: data.deletePayroll }) });
  forgetPayrollLists(cache);
}

export const useAdminPayrolls = (variables: AdminPayrollsQueryVariables) =>
  useQuery(AdminPayrollsDocument, { variables });

export const usePayroll = (id: number, skip = false) => useQuery(PayrollDocument, { variables: { id }, skip });

export const useMyPayrollProfile = () => useQuery(MyPayrollProfileDocument);

export const useMyPayrolls = (month: string | null, skip = false) =>
  useQuery(MyPayrollsDocument, { variables: { month }, skip });

/** The employee picker's choices for what was typed (null: the first people by name). */
export const usePayrollEmployeeOptions = (search: string | null, limit: number) =>
  useQuery(PayrollEmployeeOptionsDocument, { variables: { search, limit } });
