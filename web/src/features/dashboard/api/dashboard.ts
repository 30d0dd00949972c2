import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// Each card asks for its own figure, so one that fails or is slow does not hold the others.
export const TotalProjectsDocument = graphql(`
  query DashboardTotalProjects {
    dashboardCounts {
      totalProjects
    }
  }
`);
export const EmployeesCountDocument = graphql(`
  query DashboardEmployees {
    dashboardCounts {
      employees
    }
  }
`);
export const ContentPagesCountDocument = graphql(`
  query DashboardContentPages {
    dashboardCounts {
      contentPages
    }
  }
`);
export const ServicesCountDocument = graphql(`
  query DashboardServices {
    dashboardCounts {
      services
    }
  }
`);

export const DashboardAttentionDocument = graphql(`
  query DashboardAttention {
    dashboardAttention {
      overdueQuotes
      leaveAwaitingMe
      payrollPending
      month
      unhandledMessages
    }
  }
`);

export const DashboardQuotesDocument = graphql(`
  query DashboardQuotes {
    dashboardQuotes {
      perMonth {
        month
        count
      }
      byStatus {
        status
        count
      }
    }
  }
`);

export const DashboardProjectsDocument = graphql(`
  query DashboardProjects {
    dashboardProjects {
      status
      count
    }
  }
`);

export const DashboardPayrollCostDocument = graphql(`
  query DashboardPayrollCost {
    dashboardPayrollCost {
      month
      amount
    }
  }
`);

export const DashboardAbsencesDocument = graphql(`
  query DashboardAbsences {
    dashboardAbsences {
      leaveRequestId
      employeeId
      employeeName
      type
      status
      startDate
      endDate
    }
  }
`);

// Figures change with every write elsewhere: each visit to the dashboard asks the server again.
const fresh = { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const;

export const useDashboardAttention = () => useQuery(DashboardAttentionDocument, fresh);
export const useDashboardQuotes = () => useQuery(DashboardQuotesDocument, fresh);
export const useDashboardProjects = () => useQuery(DashboardProjectsDocument, fresh);
export const useDashboardPayrollCost = () => useQuery(DashboardPayrollCostDocument, fresh);
export const useDashboardAbsences = () => useQuery(DashboardAbsencesDocument, fresh);
export { fresh as DASHBOARD_FETCH };
