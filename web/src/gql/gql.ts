/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AuditEntryFields on AuditEntryView {\n    id\n    at\n    actorId\n    actorName\n    action\n    entity\n    entityId\n    label\n    link\n    changes {\n      field\n      from\n      to\n      masked\n    }\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditEntries(\n    $offset: Int!\n    $limit: Int!\n    $entity: String\n    $entityId: String\n    $actorId: Int\n    $action: String\n    $from: LocalDate\n    $to: LocalDate\n  ) {\n    auditEntries(\n      offset: $offset\n      limit: $limit\n      entity: $entity\n      entityId: $entityId\n      actorId: $actorId\n      action: $action\n      from: $from\n      to: $to\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": typeof types.AuditEntriesDocument,
    "\n  query AuditFilterOptions {\n    auditFilterOptions {\n      users {\n        id\n        name\n      }\n      entities\n      actions\n    }\n  }\n": typeof types.AuditFilterOptionsDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    budgetPerMinute\n    createdAt\n    createdByName\n    expiresAt\n    lastUsedAt\n    revokedAt\n    supersededAt\n    status\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  fragment IssuedApiKeyFields on IssuedApiKey {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.IssuedApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys($offset: Int!, $limit: Int!, $status: ApiKeyStatus, $search: String) {\n    apiKeys(offset: $offset, limit: $limit, status: $status, search: $search) {\n      total\n      offset\n      limit\n      items {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...IssuedApiKeyFields\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation RollApiKey($id: Int!, $overlapHours: Int!, $expiresAt: DateTimeISO) {\n    rollApiKey(id: $id, overlapHours: $overlapHours, expiresAt: $expiresAt) {\n      ...IssuedApiKeyFields\n    }\n  }\n": typeof types.RollApiKeyDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      received\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query ContentPages {\n    pages {\n      id\n      slug\n      title\n      summary\n      updatedAt\n    }\n  }\n": typeof types.ContentPagesDocument,
    "\n  query AdminContentPages(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $sort: ContentPageSort\n    $direction: SortDirection\n  ) {\n    adminPages(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        id\n        slug\n        title\n        summary\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminContentPagesDocument,
    "\n  query ContentPageForEdit($slug: String!) {\n    page(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n": typeof types.ContentPageForEditDocument,
    "\n  mutation CreateContentPage($input: CreatePageInput!) {\n    createPage(input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n": typeof types.CreateContentPageDocument,
    "\n  mutation UpdateContentPage($id: Int!, $input: UpdatePageInput!) {\n    updatePage(id: $id, input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n": typeof types.UpdateContentPageDocument,
    "\n  mutation DeleteContentPage($id: Int!) {\n    deletePage(id: $id)\n  }\n": typeof types.DeleteContentPageDocument,
    "\n  mutation SubscribeToNewsletter($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n": typeof types.SubscribeToNewsletterDocument,
    "\n  fragment WebsiteContentFields on WebsiteContent {\n    heroTitle\n    heroSubtitle\n    heroImageUrl\n    aboutTitle\n    aboutContent\n    missionStatement\n    servicesIntroduction\n    homepageVersion\n    aboutVersion\n    servicesVersion\n  }\n": typeof types.WebsiteContentFieldsFragmentDoc,
    "\n  query SiteContent {\n    siteContent {\n      ...WebsiteContentFields\n    }\n  }\n": typeof types.SiteContentDocument,
    "\n  mutation UpdateHomepageContent($input: HomepageContentInput!) {\n    updateHomepageContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n": typeof types.UpdateHomepageContentDocument,
    "\n  mutation UpdateAboutContent($input: AboutContentInput!) {\n    updateAboutContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n": typeof types.UpdateAboutContentDocument,
    "\n  mutation UpdateServicesContent($input: ServicesContentInput!) {\n    updateServicesContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n": typeof types.UpdateServicesContentDocument,
    "\n  query DashboardTotalProjects {\n    dashboardCounts {\n      totalProjects\n    }\n  }\n": typeof types.DashboardTotalProjectsDocument,
    "\n  query DashboardEmployees {\n    dashboardCounts {\n      employees\n    }\n  }\n": typeof types.DashboardEmployeesDocument,
    "\n  query DashboardContentPages {\n    dashboardCounts {\n      contentPages\n    }\n  }\n": typeof types.DashboardContentPagesDocument,
    "\n  query DashboardServices {\n    dashboardCounts {\n      services\n    }\n  }\n": typeof types.DashboardServicesDocument,
    "\n  query DashboardAttention {\n    dashboardAttention {\n      overdueQuotes\n      leaveAwaitingMe\n      payrollPending\n      month\n      unhandledMessages\n    }\n  }\n": typeof types.DashboardAttentionDocument,
    "\n  query DashboardQuotes {\n    dashboardQuotes {\n      perMonth {\n        month\n        count\n      }\n      byStatus {\n        status\n        count\n      }\n    }\n  }\n": typeof types.DashboardQuotesDocument,
    "\n  query DashboardProjects {\n    dashboardProjects {\n      status\n      count\n    }\n  }\n": typeof types.DashboardProjectsDocument,
    "\n  query DashboardPayrollCost {\n    dashboardPayrollCost {\n      month\n      amount\n    }\n  }\n": typeof types.DashboardPayrollCostDocument,
    "\n  query DashboardAbsences {\n    dashboardAbsences {\n      leaveRequestId\n      employeeId\n      employeeName\n      type\n      status\n      startDate\n      endDate\n    }\n  }\n": typeof types.DashboardAbsencesDocument,
    "\n  fragment EmployeeFields on Employee {\n    id\n    name\n    position\n    department\n    email\n    joinDate\n    status\n  }\n": typeof types.EmployeeFieldsFragmentDoc,
    "\n  fragment EmployeeDetailFields on Employee {\n    ...EmployeeFields\n    phone\n    bio\n    managerId\n    manager {\n      id\n      name\n      position\n    }\n    isHR\n    salary\n    bankAccount\n    taxId\n    access\n  }\n": typeof types.EmployeeDetailFieldsFragmentDoc,
    "\n  query AdminEmployees(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $status: EmployeeStatus\n    $sort: EmployeeSort\n    $direction: SortDirection\n  ) {\n    adminEmployees(\n      offset: $offset\n      limit: $limit\n      search: $search\n      status: $status\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...EmployeeFields\n      }\n    }\n  }\n": typeof types.AdminEmployeesDocument,
    "\n  query Employee($id: Int!) {\n    employee(id: $id) {\n      ...EmployeeDetailFields\n    }\n  }\n": typeof types.EmployeeDocument,
    "\n  query ManagerOptions($search: String, $limit: Int!) {\n    adminEmployees(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        name\n        position\n      }\n    }\n  }\n": typeof types.ManagerOptionsDocument,
    "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeDetailFields\n    }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: Int!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeDetailFields\n    }\n  }\n": typeof types.UpdateEmployeeDocument,
    "\n  mutation SetEmployeeStatus($id: Int!, $status: EmployeeStatus!) {\n    setEmployeeStatus(id: $id, status: $status) {\n      ...EmployeeFields\n      access\n    }\n  }\n": typeof types.SetEmployeeStatusDocument,
    "\n  mutation DeleteEmployee($id: Int!) {\n    deleteEmployee(id: $id)\n  }\n": typeof types.DeleteEmployeeDocument,
    "\n  mutation InviteEmployee($id: Int!) {\n    inviteEmployee(id: $id) {\n      id\n      email\n      access\n    }\n  }\n": typeof types.InviteEmployeeDocument,
    "\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    subject\n    message\n    handled\n    handledAt\n    handledByName\n    createdAt\n  }\n": typeof types.ContactMessageFieldsFragmentDoc,
    "\n  query ContactMessages(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $state: ContactMessageState\n    $sort: ContactMessageSort\n    $direction: SortDirection\n  ) {\n    contactMessages(\n      offset: $offset\n      limit: $limit\n      search: $search\n      state: $state\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...ContactMessageFields\n      }\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: Int!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      ...ContactMessageFields\n    }\n  }\n": typeof types.SetContactMessageHandledDocument,
    "\n  query NewsletterSubscriptions(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $sort: NewsletterSubscriptionSort\n    $direction: SortDirection\n  ) {\n    newsletterSubscriptions(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        id\n        email\n        createdAt\n      }\n    }\n  }\n": typeof types.NewsletterSubscriptionsDocument,
    "\n  fragment LeaveRequestFields on LeaveRequest {\n    id\n    employeeId\n    employee {\n      id\n      name\n    }\n    startDate\n    endDate\n    type\n    reason\n    status\n    notes\n    workingDays\n    cancellationReason\n    createdAt\n    actions\n  }\n": typeof types.LeaveRequestFieldsFragmentDoc,
    "\n  fragment LeaveEntryFields on LeaveRequest {\n    id\n    employee {\n      id\n      name\n    }\n    startDate\n    endDate\n    type\n    status\n  }\n": typeof types.LeaveEntryFieldsFragmentDoc,
    "\n  fragment LeaveBalanceFields on LeaveBalance {\n    type\n    year\n    allowance\n    used\n    pending\n    remaining\n  }\n": typeof types.LeaveBalanceFieldsFragmentDoc,
    "\n  query MyEmployee {\n    me {\n      id\n      employee {\n        id\n      }\n    }\n  }\n": typeof types.MyEmployeeDocument,
    "\n  query LeaveRequests($scope: LeaveScope!, $offset: Int!, $limit: Int!, $status: LeaveStatus, $search: String) {\n    leaveRequests(scope: $scope, offset: $offset, limit: $limit, status: $status, search: $search) {\n      total\n      offset\n      limit\n      items {\n        ...LeaveRequestFields\n      }\n    }\n  }\n": typeof types.LeaveRequestsDocument,
    "\n  query LeavePreview($startDate: LocalDate!, $endDate: LocalDate!, $type: LeaveType!) {\n    leavePreview(startDate: $startDate, endDate: $endDate, type: $type) {\n      workingDays\n      balance {\n        ...LeaveBalanceFields\n      }\n    }\n  }\n": typeof types.LeavePreviewDocument,
    "\n  query LeaveApprovalContext($id: Int!) {\n    leaveRequest(id: $id) {\n      id\n      othersOff {\n        ...LeaveEntryFields\n      }\n      balanceAfterApproval {\n        ...LeaveBalanceFields\n      }\n    }\n  }\n": typeof types.LeaveApprovalContextDocument,
    "\n  query LeaveCalendar($month: String!) {\n    leaveCalendar(month: $month) {\n      ...LeaveEntryFields\n    }\n  }\n": typeof types.LeaveCalendarDocument,
    "\n  mutation RequestLeave($input: RequestLeaveInput!) {\n    requestLeave(input: $input) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.RequestLeaveDocument,
    "\n  mutation WithdrawLeave($id: Int!) {\n    withdrawLeave(id: $id) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.WithdrawLeaveDocument,
    "\n  mutation RequestLeaveCancellation($id: Int!, $reason: String!) {\n    requestLeaveCancellation(id: $id, reason: $reason) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.RequestLeaveCancellationDocument,
    "\n  mutation ManagerApproveLeave($id: Int!, $notes: String) {\n    managerApproveLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.ManagerApproveLeaveDocument,
    "\n  mutation HrApproveLeave($id: Int!, $notes: String) {\n    hrApproveLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.HrApproveLeaveDocument,
    "\n  mutation RejectLeave($id: Int!, $notes: String!) {\n    rejectLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.RejectLeaveDocument,
    "\n  mutation DecideLeaveCancellation($id: Int!, $approve: Boolean!, $notes: String) {\n    decideLeaveCancellation(id: $id, approve: $approve, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.DecideLeaveCancellationDocument,
    "\n  query Page($slug: String!) {\n    page(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n": typeof types.PageDocument,
    "\n  query Sitemap {\n    services {\n      id\n      name\n    }\n    projects(offset: 0, limit: 100) {\n      total\n      items {\n        id\n        title\n      }\n    }\n    pages {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  fragment PayrollFields on PayrollRecord {\n    id\n    employeeId\n    employee {\n      id\n      name\n      position\n      department\n      email\n    }\n    month\n    basicSalary\n    allowances\n    deductions\n    bonus\n    netSalary\n    paymentStatus\n    paymentDate\n    paymentMethod\n    notes\n    previousNetSalary\n    needsReview\n    payslipPath\n  }\n": typeof types.PayrollFieldsFragmentDoc,
    "\n  query AdminPayrolls(\n    $offset: Int!\n    $limit: Int!\n    $month: String\n    $search: String\n    $sort: PayrollSort!\n    $direction: SortDirection!\n  ) {\n    adminPayrolls(offset: $offset, limit: $limit, month: $month, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...PayrollFields\n      }\n    }\n  }\n": typeof types.AdminPayrollsDocument,
    "\n  query Payroll($id: Int!) {\n    payroll(id: $id) {\n      ...PayrollFields\n    }\n  }\n": typeof types.PayrollDocument,
    "\n  query MyPayrollProfile {\n    me {\n      id\n      employee {\n        id\n        name\n        position\n        department\n      }\n    }\n  }\n": typeof types.MyPayrollProfileDocument,
    "\n  query MyPayrolls($month: String) {\n    myPayrolls(month: $month) {\n      ...PayrollFields\n    }\n  }\n": typeof types.MyPayrollsDocument,
    "\n  query PayrollEmployeeOptions($search: String, $limit: Int!) {\n    adminEmployees(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        name\n        position\n        salary\n      }\n    }\n  }\n": typeof types.PayrollEmployeeOptionsDocument,
    "\n  mutation CreatePayroll($input: CreatePayrollInput!) {\n    createPayroll(input: $input) {\n      ...PayrollFields\n    }\n  }\n": typeof types.CreatePayrollDocument,
    "\n  mutation UpdatePayroll($id: Int!, $input: UpdatePayrollInput!) {\n    updatePayroll(id: $id, input: $input) {\n      ...PayrollFields\n    }\n  }\n": typeof types.UpdatePayrollDocument,
    "\n  mutation DeletePayroll($id: Int!) {\n    deletePayroll(id: $id)\n  }\n": typeof types.DeletePayrollDocument,
    "\n  mutation ProcessPayment($id: Int!, $input: ProcessPaymentInput!) {\n    processPayment(id: $id, input: $input) {\n      ...PayrollFields\n    }\n  }\n": typeof types.ProcessPaymentDocument,
    "\n  mutation RunMonthlyPayroll($month: String!) {\n    runMonthlyPayroll(month: $month) {\n      month\n      created\n      skipped\n    }\n  }\n": typeof types.RunMonthlyPayrollDocument,
    "\n  query AdminProject($id: Int!) {\n    project(id: $id) {\n      ...ProjectFields\n      engagement {\n        quoteId\n        budget\n        services\n        paymentDetails {\n          amount\n          currency\n          paymentMethod\n          paymentStatus\n        }\n        planInfo {\n          duration\n          milestones\n          deliverables\n        }\n        developmentCycle {\n          phase\n          startDate\n          estimatedEndDate\n        }\n      }\n    }\n  }\n": typeof types.AdminProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: Int!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  fragment ProjectFields on Project {\n    id\n    title\n    client\n    category\n    status\n    date\n    description\n    featured\n    icon\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  query Projects(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $category: String\n    $sort: ProjectSort\n    $direction: SortDirection\n  ) {\n    projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...ProjectFields\n      }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  query FeaturedProjects {\n    featuredProjects {\n      ...ProjectFields\n    }\n  }\n": typeof types.FeaturedProjectsDocument,
    "\n  query Project($id: Int!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectDocument,
    "\n  fragment QuoteFields on QuoteRequest {\n    id\n    name\n    email\n    phone\n    company\n    budget\n    services\n    message\n    status\n    notes\n    submittedAt\n    updatedAt\n    workingDaysWaiting\n    overdue\n    project {\n      id\n      title\n    }\n  }\n": typeof types.QuoteFieldsFragmentDoc,
    "\n  query AdminQuotes(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $status: QuoteStatus\n    $budget: QuoteBudget\n    $overdue: Boolean\n    $sort: QuoteSort!\n    $direction: SortDirection!\n  ) {\n    adminQuotes(\n      offset: $offset\n      limit: $limit\n      search: $search\n      status: $status\n      budget: $budget\n      overdue: $overdue\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...QuoteFields\n      }\n    }\n  }\n": typeof types.AdminQuotesDocument,
    "\n  query Quote($id: Int!) {\n    quote(id: $id) {\n      ...QuoteFields\n    }\n  }\n": typeof types.QuoteDocument,
    "\n  query QuoteStats {\n    quoteStats {\n      total\n      pending\n      responded\n      highValue\n      overdue\n    }\n  }\n": typeof types.QuoteStatsDocument,
    "\n  mutation UpdateQuoteStatus($id: Int!, $status: QuoteStatus!, $notes: String) {\n    updateQuoteStatus(id: $id, status: $status, notes: $notes) {\n      ...QuoteFields\n    }\n  }\n": typeof types.UpdateQuoteStatusDocument,
    "\n  mutation DeleteQuote($id: Int!) {\n    deleteQuote(id: $id)\n  }\n": typeof types.DeleteQuoteDocument,
    "\n  mutation ConvertQuoteToProject($quoteId: Int!, $input: ConvertQuoteInput!) {\n    convertQuoteToProject(quoteId: $quoteId, input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.ConvertQuoteToProjectDocument,
    "\n  mutation SubmitQuoteRequest($input: QuoteRequestInput!) {\n    submitQuoteRequest(input: $input) {\n      received\n    }\n  }\n": typeof types.SubmitQuoteRequestDocument,
    "\n  query AdminServices($offset: Int!, $limit: Int!, $search: String, $sort: ServiceSort, $direction: SortDirection) {\n    adminServices(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...ServiceFields\n      }\n    }\n  }\n": typeof types.AdminServicesDocument,
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...ServiceFields\n    }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation SetServiceFeatured($id: Int!, $featured: Boolean!) {\n    setServiceFeatured(id: $id, featured: $featured) {\n      ...ServiceFields\n    }\n  }\n": typeof types.SetServiceFeaturedDocument,
    "\n  mutation DeleteService($id: Int!) {\n    deleteService(id: $id)\n  }\n": typeof types.DeleteServiceDocument,
    "\n  query ServicesIntro {\n    siteContent {\n      servicesIntroduction\n    }\n  }\n": typeof types.ServicesIntroDocument,
    "\n  fragment ServiceFields on Service {\n    id\n    name\n    description\n    icon\n    bulletPoints\n    featured\n    sortOrder\n  }\n": typeof types.ServiceFieldsFragmentDoc,
    "\n  query Services {\n    services {\n      ...ServiceFields\n    }\n  }\n": typeof types.ServicesDocument,
    "\n  query FeaturedServices {\n    featuredServices {\n      ...ServiceFields\n    }\n  }\n": typeof types.FeaturedServicesDocument,
    "\n  query Service($id: Int!) {\n    service(id: $id) {\n      ...ServiceFields\n    }\n  }\n": typeof types.ServiceDocument,
    "\n  fragment SessionFields on AuthPayload {\n    token\n    expiresAt\n    user {\n      id\n      name\n      email\n      role\n      managesAnyone\n      isHR\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      ...SessionFields\n    }\n  }\n": typeof types.RefreshSessionDocument,
};
const documents: Documents = {
    "\n  fragment AuditEntryFields on AuditEntryView {\n    id\n    at\n    actorId\n    actorName\n    action\n    entity\n    entityId\n    label\n    link\n    changes {\n      field\n      from\n      to\n      masked\n    }\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditEntries(\n    $offset: Int!\n    $limit: Int!\n    $entity: String\n    $entityId: String\n    $actorId: Int\n    $action: String\n    $from: LocalDate\n    $to: LocalDate\n  ) {\n    auditEntries(\n      offset: $offset\n      limit: $limit\n      entity: $entity\n      entityId: $entityId\n      actorId: $actorId\n      action: $action\n      from: $from\n      to: $to\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": types.AuditEntriesDocument,
    "\n  query AuditFilterOptions {\n    auditFilterOptions {\n      users {\n        id\n        name\n      }\n      entities\n      actions\n    }\n  }\n": types.AuditFilterOptionsDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    budgetPerMinute\n    createdAt\n    createdByName\n    expiresAt\n    lastUsedAt\n    revokedAt\n    supersededAt\n    status\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  fragment IssuedApiKeyFields on IssuedApiKey {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n": types.IssuedApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys($offset: Int!, $limit: Int!, $status: ApiKeyStatus, $search: String) {\n    apiKeys(offset: $offset, limit: $limit, status: $status, search: $search) {\n      total\n      offset\n      limit\n      items {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...IssuedApiKeyFields\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation RollApiKey($id: Int!, $overlapHours: Int!, $expiresAt: DateTimeISO) {\n    rollApiKey(id: $id, overlapHours: $overlapHours, expiresAt: $expiresAt) {\n      ...IssuedApiKeyFields\n    }\n  }\n": types.RollApiKeyDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      received\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query ContentPages {\n    pages {\n      id\n      slug\n      title\n      summary\n      updatedAt\n    }\n  }\n": types.ContentPagesDocument,
    "\n  query AdminContentPages(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $sort: ContentPageSort\n    $direction: SortDirection\n  ) {\n    adminPages(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        id\n        slug\n        title\n        summary\n        updatedAt\n      }\n    }\n  }\n": types.AdminContentPagesDocument,
    "\n  query ContentPageForEdit($slug: String!) {\n    page(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n": types.ContentPageForEditDocument,
    "\n  mutation CreateContentPage($input: CreatePageInput!) {\n    createPage(input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n": types.CreateContentPageDocument,
    "\n  mutation UpdateContentPage($id: Int!, $input: UpdatePageInput!) {\n    updatePage(id: $id, input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n": types.UpdateContentPageDocument,
    "\n  mutation DeleteContentPage($id: Int!) {\n    deletePage(id: $id)\n  }\n": types.DeleteContentPageDocument,
    "\n  mutation SubscribeToNewsletter($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n": types.SubscribeToNewsletterDocument,
    "\n  fragment WebsiteContentFields on WebsiteContent {\n    heroTitle\n    heroSubtitle\n    heroImageUrl\n    aboutTitle\n    aboutContent\n    missionStatement\n    servicesIntroduction\n    homepageVersion\n    aboutVersion\n    servicesVersion\n  }\n": types.WebsiteContentFieldsFragmentDoc,
    "\n  query SiteContent {\n    siteContent {\n      ...WebsiteContentFields\n    }\n  }\n": types.SiteContentDocument,
    "\n  mutation UpdateHomepageContent($input: HomepageContentInput!) {\n    updateHomepageContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n": types.UpdateHomepageContentDocument,
    "\n  mutation UpdateAboutContent($input: AboutContentInput!) {\n    updateAboutContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n": types.UpdateAboutContentDocument,
    "\n  mutation UpdateServicesContent($input: ServicesContentInput!) {\n    updateServicesContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n": types.UpdateServicesContentDocument,
    "\n  query DashboardTotalProjects {\n    dashboardCounts {\n      totalProjects\n    }\n  }\n": types.DashboardTotalProjectsDocument,
    "\n  query DashboardEmployees {\n    dashboardCounts {\n      employees\n    }\n  }\n": types.DashboardEmployeesDocument,
    "\n  query DashboardContentPages {\n    dashboardCounts {\n      contentPages\n    }\n  }\n": types.DashboardContentPagesDocument,
    "\n  query DashboardServices {\n    dashboardCounts {\n      services\n    }\n  }\n": types.DashboardServicesDocument,
    "\n  query DashboardAttention {\n    dashboardAttention {\n      overdueQuotes\n      leaveAwaitingMe\n      payrollPending\n      month\n      unhandledMessages\n    }\n  }\n": types.DashboardAttentionDocument,
    "\n  query DashboardQuotes {\n    dashboardQuotes {\n      perMonth {\n        month\n        count\n      }\n      byStatus {\n        status\n        count\n      }\n    }\n  }\n": types.DashboardQuotesDocument,
    "\n  query DashboardProjects {\n    dashboardProjects {\n      status\n      count\n    }\n  }\n": types.DashboardProjectsDocument,
    "\n  query DashboardPayrollCost {\n    dashboardPayrollCost {\n      month\n      amount\n    }\n  }\n": types.DashboardPayrollCostDocument,
    "\n  query DashboardAbsences {\n    dashboardAbsences {\n      leaveRequestId\n      employeeId\n      employeeName\n      type\n      status\n      startDate\n      endDate\n    }\n  }\n": types.DashboardAbsencesDocument,
    "\n  fragment EmployeeFields on Employee {\n    id\n    name\n    position\n    department\n    email\n    joinDate\n    status\n  }\n": types.EmployeeFieldsFragmentDoc,
    "\n  fragment EmployeeDetailFields on Employee {\n    ...EmployeeFields\n    phone\n    bio\n    managerId\n    manager {\n      id\n      name\n      position\n    }\n    isHR\n    salary\n    bankAccount\n    taxId\n    access\n  }\n": types.EmployeeDetailFieldsFragmentDoc,
    "\n  query AdminEmployees(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $status: EmployeeStatus\n    $sort: EmployeeSort\n    $direction: SortDirection\n  ) {\n    adminEmployees(\n      offset: $offset\n      limit: $limit\n      search: $search\n      status: $status\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...EmployeeFields\n      }\n    }\n  }\n": types.AdminEmployeesDocument,
    "\n  query Employee($id: Int!) {\n    employee(id: $id) {\n      ...EmployeeDetailFields\n    }\n  }\n": types.EmployeeDocument,
    "\n  query ManagerOptions($search: String, $limit: Int!) {\n    adminEmployees(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        name\n        position\n      }\n    }\n  }\n": types.ManagerOptionsDocument,
    "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeDetailFields\n    }\n  }\n": types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: Int!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeDetailFields\n    }\n  }\n": types.UpdateEmployeeDocument,
    "\n  mutation SetEmployeeStatus($id: Int!, $status: EmployeeStatus!) {\n    setEmployeeStatus(id: $id, status: $status) {\n      ...EmployeeFields\n      access\n    }\n  }\n": types.SetEmployeeStatusDocument,
    "\n  mutation DeleteEmployee($id: Int!) {\n    deleteEmployee(id: $id)\n  }\n": types.DeleteEmployeeDocument,
    "\n  mutation InviteEmployee($id: Int!) {\n    inviteEmployee(id: $id) {\n      id\n      email\n      access\n    }\n  }\n": types.InviteEmployeeDocument,
    "\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    subject\n    message\n    handled\n    handledAt\n    handledByName\n    createdAt\n  }\n": types.ContactMessageFieldsFragmentDoc,
    "\n  query ContactMessages(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $state: ContactMessageState\n    $sort: ContactMessageSort\n    $direction: SortDirection\n  ) {\n    contactMessages(\n      offset: $offset\n      limit: $limit\n      search: $search\n      state: $state\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...ContactMessageFields\n      }\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation SetContactMessageHandled($id: Int!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      ...ContactMessageFields\n    }\n  }\n": types.SetContactMessageHandledDocument,
    "\n  query NewsletterSubscriptions(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $sort: NewsletterSubscriptionSort\n    $direction: SortDirection\n  ) {\n    newsletterSubscriptions(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        id\n        email\n        createdAt\n      }\n    }\n  }\n": types.NewsletterSubscriptionsDocument,
    "\n  fragment LeaveRequestFields on LeaveRequest {\n    id\n    employeeId\n    employee {\n      id\n      name\n    }\n    startDate\n    endDate\n    type\n    reason\n    status\n    notes\n    workingDays\n    cancellationReason\n    createdAt\n    actions\n  }\n": types.LeaveRequestFieldsFragmentDoc,
    "\n  fragment LeaveEntryFields on LeaveRequest {\n    id\n    employee {\n      id\n      name\n    }\n    startDate\n    endDate\n    type\n    status\n  }\n": types.LeaveEntryFieldsFragmentDoc,
    "\n  fragment LeaveBalanceFields on LeaveBalance {\n    type\n    year\n    allowance\n    used\n    pending\n    remaining\n  }\n": types.LeaveBalanceFieldsFragmentDoc,
    "\n  query MyEmployee {\n    me {\n      id\n      employee {\n        id\n      }\n    }\n  }\n": types.MyEmployeeDocument,
    "\n  query LeaveRequests($scope: LeaveScope!, $offset: Int!, $limit: Int!, $status: LeaveStatus, $search: String) {\n    leaveRequests(scope: $scope, offset: $offset, limit: $limit, status: $status, search: $search) {\n      total\n      offset\n      limit\n      items {\n        ...LeaveRequestFields\n      }\n    }\n  }\n": types.LeaveRequestsDocument,
    "\n  query LeavePreview($startDate: LocalDate!, $endDate: LocalDate!, $type: LeaveType!) {\n    leavePreview(startDate: $startDate, endDate: $endDate, type: $type) {\n      workingDays\n      balance {\n        ...LeaveBalanceFields\n      }\n    }\n  }\n": types.LeavePreviewDocument,
    "\n  query LeaveApprovalContext($id: Int!) {\n    leaveRequest(id: $id) {\n      id\n      othersOff {\n        ...LeaveEntryFields\n      }\n      balanceAfterApproval {\n        ...LeaveBalanceFields\n      }\n    }\n  }\n": types.LeaveApprovalContextDocument,
    "\n  query LeaveCalendar($month: String!) {\n    leaveCalendar(month: $month) {\n      ...LeaveEntryFields\n    }\n  }\n": types.LeaveCalendarDocument,
    "\n  mutation RequestLeave($input: RequestLeaveInput!) {\n    requestLeave(input: $input) {\n      ...LeaveRequestFields\n    }\n  }\n": types.RequestLeaveDocument,
    "\n  mutation WithdrawLeave($id: Int!) {\n    withdrawLeave(id: $id) {\n      ...LeaveRequestFields\n    }\n  }\n": types.WithdrawLeaveDocument,
    "\n  mutation RequestLeaveCancellation($id: Int!, $reason: String!) {\n    requestLeaveCancellation(id: $id, reason: $reason) {\n      ...LeaveRequestFields\n    }\n  }\n": types.RequestLeaveCancellationDocument,
    "\n  mutation ManagerApproveLeave($id: Int!, $notes: String) {\n    managerApproveLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n": types.ManagerApproveLeaveDocument,
    "\n  mutation HrApproveLeave($id: Int!, $notes: String) {\n    hrApproveLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n": types.HrApproveLeaveDocument,
    "\n  mutation RejectLeave($id: Int!, $notes: String!) {\n    rejectLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n": types.RejectLeaveDocument,
    "\n  mutation DecideLeaveCancellation($id: Int!, $approve: Boolean!, $notes: String) {\n    decideLeaveCancellation(id: $id, approve: $approve, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n": types.DecideLeaveCancellationDocument,
    "\n  query Page($slug: String!) {\n    page(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n": types.PageDocument,
    "\n  query Sitemap {\n    services {\n      id\n      name\n    }\n    projects(offset: 0, limit: 100) {\n      total\n      items {\n        id\n        title\n      }\n    }\n    pages {\n      id\n      slug\n      title\n    }\n  }\n": types.SitemapDocument,
    "\n  fragment PayrollFields on PayrollRecord {\n    id\n    employeeId\n    employee {\n      id\n      name\n      position\n      department\n      email\n    }\n    month\n    basicSalary\n    allowances\n    deductions\n    bonus\n    netSalary\n    paymentStatus\n    paymentDate\n    paymentMethod\n    notes\n    previousNetSalary\n    needsReview\n    payslipPath\n  }\n": types.PayrollFieldsFragmentDoc,
    "\n  query AdminPayrolls(\n    $offset: Int!\n    $limit: Int!\n    $month: String\n    $search: String\n    $sort: PayrollSort!\n    $direction: SortDirection!\n  ) {\n    adminPayrolls(offset: $offset, limit: $limit, month: $month, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...PayrollFields\n      }\n    }\n  }\n": types.AdminPayrollsDocument,
    "\n  query Payroll($id: Int!) {\n    payroll(id: $id) {\n      ...PayrollFields\n    }\n  }\n": types.PayrollDocument,
    "\n  query MyPayrollProfile {\n    me {\n      id\n      employee {\n        id\n        name\n        position\n        department\n      }\n    }\n  }\n": types.MyPayrollProfileDocument,
    "\n  query MyPayrolls($month: String) {\n    myPayrolls(month: $month) {\n      ...PayrollFields\n    }\n  }\n": types.MyPayrollsDocument,
    "\n  query PayrollEmployeeOptions($search: String, $limit: Int!) {\n    adminEmployees(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        name\n        position\n        salary\n      }\n    }\n  }\n": types.PayrollEmployeeOptionsDocument,
    "\n  mutation CreatePayroll($input: CreatePayrollInput!) {\n    createPayroll(input: $input) {\n      ...PayrollFields\n    }\n  }\n": types.CreatePayrollDocument,
    "\n  mutation UpdatePayroll($id: Int!, $input: UpdatePayrollInput!) {\n    updatePayroll(id: $id, input: $input) {\n      ...PayrollFields\n    }\n  }\n": types.UpdatePayrollDocument,
    "\n  mutation DeletePayroll($id: Int!) {\n    deletePayroll(id: $id)\n  }\n": types.DeletePayrollDocument,
    "\n  mutation ProcessPayment($id: Int!, $input: ProcessPaymentInput!) {\n    processPayment(id: $id, input: $input) {\n      ...PayrollFields\n    }\n  }\n": types.ProcessPaymentDocument,
    "\n  mutation RunMonthlyPayroll($month: String!) {\n    runMonthlyPayroll(month: $month) {\n      month\n      created\n      skipped\n    }\n  }\n": types.RunMonthlyPayrollDocument,
    "\n  query AdminProject($id: Int!) {\n    project(id: $id) {\n      ...ProjectFields\n      engagement {\n        quoteId\n        budget\n        services\n        paymentDetails {\n          amount\n          currency\n          paymentMethod\n          paymentStatus\n        }\n        planInfo {\n          duration\n          milestones\n          deliverables\n        }\n        developmentCycle {\n          phase\n          startDate\n          estimatedEndDate\n        }\n      }\n    }\n  }\n": types.AdminProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: Int!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  fragment ProjectFields on Project {\n    id\n    title\n    client\n    category\n    status\n    date\n    description\n    featured\n    icon\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  query Projects(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $category: String\n    $sort: ProjectSort\n    $direction: SortDirection\n  ) {\n    projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...ProjectFields\n      }\n    }\n  }\n": types.ProjectsDocument,
    "\n  query FeaturedProjects {\n    featuredProjects {\n      ...ProjectFields\n    }\n  }\n": types.FeaturedProjectsDocument,
    "\n  query Project($id: Int!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectDocument,
    "\n  fragment QuoteFields on QuoteRequest {\n    id\n    name\n    email\n    phone\n    company\n    budget\n    services\n    message\n    status\n    notes\n    submittedAt\n    updatedAt\n    workingDaysWaiting\n    overdue\n    project {\n      id\n      title\n    }\n  }\n": types.QuoteFieldsFragmentDoc,
    "\n  query AdminQuotes(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $status: QuoteStatus\n    $budget: QuoteBudget\n    $overdue: Boolean\n    $sort: QuoteSort!\n    $direction: SortDirection!\n  ) {\n    adminQuotes(\n      offset: $offset\n      limit: $limit\n      search: $search\n      status: $status\n      budget: $budget\n      overdue: $overdue\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...QuoteFields\n      }\n    }\n  }\n": types.AdminQuotesDocument,
    "\n  query Quote($id: Int!) {\n    quote(id: $id) {\n      ...QuoteFields\n    }\n  }\n": types.QuoteDocument,
    "\n  query QuoteStats {\n    quoteStats {\n      total\n      pending\n      responded\n      highValue\n      overdue\n    }\n  }\n": types.QuoteStatsDocument,
    "\n  mutation UpdateQuoteStatus($id: Int!, $status: QuoteStatus!, $notes: String) {\n    updateQuoteStatus(id: $id, status: $status, notes: $notes) {\n      ...QuoteFields\n    }\n  }\n": types.UpdateQuoteStatusDocument,
    "\n  mutation DeleteQuote($id: Int!) {\n    deleteQuote(id: $id)\n  }\n": types.DeleteQuoteDocument,
    "\n  mutation ConvertQuoteToProject($quoteId: Int!, $input: ConvertQuoteInput!) {\n    convertQuoteToProject(quoteId: $quoteId, input: $input) {\n      id\n      title\n    }\n  }\n": types.ConvertQuoteToProjectDocument,
    "\n  mutation SubmitQuoteRequest($input: QuoteRequestInput!) {\n    submitQuoteRequest(input: $input) {\n      received\n    }\n  }\n": types.SubmitQuoteRequestDocument,
    "\n  query AdminServices($offset: Int!, $limit: Int!, $search: String, $sort: ServiceSort, $direction: SortDirection) {\n    adminServices(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...ServiceFields\n      }\n    }\n  }\n": types.AdminServicesDocument,
    "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n": types.CreateServiceDocument,
    "\n  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...ServiceFields\n    }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation SetServiceFeatured($id: Int!, $featured: Boolean!) {\n    setServiceFeatured(id: $id, featured: $featured) {\n      ...ServiceFields\n    }\n  }\n": types.SetServiceFeaturedDocument,
    "\n  mutation DeleteService($id: Int!) {\n    deleteService(id: $id)\n  }\n": types.DeleteServiceDocument,
    "\n  query ServicesIntro {\n    siteContent {\n      servicesIntroduction\n    }\n  }\n": types.ServicesIntroDocument,
    "\n  fragment ServiceFields on Service {\n    id\n    name\n    description\n    icon\n    bulletPoints\n    featured\n    sortOrder\n  }\n": types.ServiceFieldsFragmentDoc,
    "\n  query Services {\n    services {\n      ...ServiceFields\n    }\n  }\n": types.ServicesDocument,
    "\n  query FeaturedServices {\n    featuredServices {\n      ...ServiceFields\n    }\n  }\n": types.FeaturedServicesDocument,
    "\n  query Service($id: Int!) {\n    service(id: $id) {\n      ...ServiceFields\n    }\n  }\n": types.ServiceDocument,
    "\n  fragment SessionFields on AuthPayload {\n    token\n    expiresAt\n    user {\n      id\n      name\n      email\n      role\n      managesAnyone\n      isHR\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      ...SessionFields\n    }\n  }\n": types.RefreshSessionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntryView {\n    id\n    at\n    actorId\n    actorName\n    action\n    entity\n    entityId\n    label\n    link\n    changes {\n      field\n      from\n      to\n      masked\n    }\n  }\n"): (typeof documents)["\n  fragment AuditEntryFields on AuditEntryView {\n    id\n    at\n    actorId\n    actorName\n    action\n    entity\n    entityId\n    label\n    link\n    changes {\n      field\n      from\n      to\n      masked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEntries(\n    $offset: Int!\n    $limit: Int!\n    $entity: String\n    $entityId: String\n    $actorId: Int\n    $action: String\n    $from: LocalDate\n    $to: LocalDate\n  ) {\n    auditEntries(\n      offset: $offset\n      limit: $limit\n      entity: $entity\n      entityId: $entityId\n      actorId: $actorId\n      action: $action\n      from: $from\n      to: $to\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditEntries(\n    $offset: Int!\n    $limit: Int!\n    $entity: String\n    $entityId: String\n    $actorId: Int\n    $action: String\n    $from: LocalDate\n    $to: LocalDate\n  ) {\n    auditEntries(\n      offset: $offset\n      limit: $limit\n      entity: $entity\n      entityId: $entityId\n      actorId: $actorId\n      action: $action\n      from: $from\n      to: $to\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditFilterOptions {\n    auditFilterOptions {\n      users {\n        id\n        name\n      }\n      entities\n      actions\n    }\n  }\n"): (typeof documents)["\n  query AuditFilterOptions {\n    auditFilterOptions {\n      users {\n        id\n        name\n      }\n      entities\n      actions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    budgetPerMinute\n    createdAt\n    createdByName\n    expiresAt\n    lastUsedAt\n    revokedAt\n    supersededAt\n    status\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    budgetPerMinute\n    createdAt\n    createdByName\n    expiresAt\n    lastUsedAt\n    revokedAt\n    supersededAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IssuedApiKeyFields on IssuedApiKey {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  fragment IssuedApiKeyFields on IssuedApiKey {\n    token\n    key {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($offset: Int!, $limit: Int!, $status: ApiKeyStatus, $search: String) {\n    apiKeys(offset: $offset, limit: $limit, status: $status, search: $search) {\n      total\n      offset\n      limit\n      items {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($offset: Int!, $limit: Int!, $status: ApiKeyStatus, $search: String) {\n    apiKeys(offset: $offset, limit: $limit, status: $status, search: $search) {\n      total\n      offset\n      limit\n      items {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...IssuedApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      ...IssuedApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollApiKey($id: Int!, $overlapHours: Int!, $expiresAt: DateTimeISO) {\n    rollApiKey(id: $id, overlapHours: $overlapHours, expiresAt: $expiresAt) {\n      ...IssuedApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RollApiKey($id: Int!, $overlapHours: Int!, $expiresAt: DateTimeISO) {\n    rollApiKey(id: $id, overlapHours: $overlapHours, expiresAt: $expiresAt) {\n      ...IssuedApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      received\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      received\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPages {\n    pages {\n      id\n      slug\n      title\n      summary\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ContentPages {\n    pages {\n      id\n      slug\n      title\n      summary\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentPages(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $sort: ContentPageSort\n    $direction: SortDirection\n  ) {\n    adminPages(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        id\n        slug\n        title\n        summary\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminContentPages(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $sort: ContentPageSort\n    $direction: SortDirection\n  ) {\n    adminPages(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        id\n        slug\n        title\n        summary\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPageForEdit($slug: String!) {\n    page(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ContentPageForEdit($slug: String!) {\n    page(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContentPage($input: CreatePageInput!) {\n    createPage(input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContentPage($input: CreatePageInput!) {\n    createPage(input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContentPage($id: Int!, $input: UpdatePageInput!) {\n    updatePage(id: $id, input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContentPage($id: Int!, $input: UpdatePageInput!) {\n    updatePage(id: $id, input: $input) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContentPage($id: Int!) {\n    deletePage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteContentPage($id: Int!) {\n    deletePage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToNewsletter($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n"): (typeof documents)["\n  mutation SubscribeToNewsletter($email: String!, $website: String) {\n    subscribeToNewsletter(email: $email, website: $website)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebsiteContentFields on WebsiteContent {\n    heroTitle\n    heroSubtitle\n    heroImageUrl\n    aboutTitle\n    aboutContent\n    missionStatement\n    servicesIntroduction\n    homepageVersion\n    aboutVersion\n    servicesVersion\n  }\n"): (typeof documents)["\n  fragment WebsiteContentFields on WebsiteContent {\n    heroTitle\n    heroSubtitle\n    heroImageUrl\n    aboutTitle\n    aboutContent\n    missionStatement\n    servicesIntroduction\n    homepageVersion\n    aboutVersion\n    servicesVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteContent {\n    siteContent {\n      ...WebsiteContentFields\n    }\n  }\n"): (typeof documents)["\n  query SiteContent {\n    siteContent {\n      ...WebsiteContentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHomepageContent($input: HomepageContentInput!) {\n    updateHomepageContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHomepageContent($input: HomepageContentInput!) {\n    updateHomepageContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAboutContent($input: AboutContentInput!) {\n    updateAboutContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAboutContent($input: AboutContentInput!) {\n    updateAboutContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateServicesContent($input: ServicesContentInput!) {\n    updateServicesContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateServicesContent($input: ServicesContentInput!) {\n    updateServicesContent(input: $input) {\n      ...WebsiteContentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTotalProjects {\n    dashboardCounts {\n      totalProjects\n    }\n  }\n"): (typeof documents)["\n  query DashboardTotalProjects {\n    dashboardCounts {\n      totalProjects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardEmployees {\n    dashboardCounts {\n      employees\n    }\n  }\n"): (typeof documents)["\n  query DashboardEmployees {\n    dashboardCounts {\n      employees\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardContentPages {\n    dashboardCounts {\n      contentPages\n    }\n  }\n"): (typeof documents)["\n  query DashboardContentPages {\n    dashboardCounts {\n      contentPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardServices {\n    dashboardCounts {\n      services\n    }\n  }\n"): (typeof documents)["\n  query DashboardServices {\n    dashboardCounts {\n      services\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardAttention {\n    dashboardAttention {\n      overdueQuotes\n      leaveAwaitingMe\n      payrollPending\n      month\n      unhandledMessages\n    }\n  }\n"): (typeof documents)["\n  query DashboardAttention {\n    dashboardAttention {\n      overdueQuotes\n      leaveAwaitingMe\n      payrollPending\n      month\n      unhandledMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardQuotes {\n    dashboardQuotes {\n      perMonth {\n        month\n        count\n      }\n      byStatus {\n        status\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardQuotes {\n    dashboardQuotes {\n      perMonth {\n        month\n        count\n      }\n      byStatus {\n        status\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardProjects {\n    dashboardProjects {\n      status\n      count\n    }\n  }\n"): (typeof documents)["\n  query DashboardProjects {\n    dashboardProjects {\n      status\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPayrollCost {\n    dashboardPayrollCost {\n      month\n      amount\n    }\n  }\n"): (typeof documents)["\n  query DashboardPayrollCost {\n    dashboardPayrollCost {\n      month\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardAbsences {\n    dashboardAbsences {\n      leaveRequestId\n      employeeId\n      employeeName\n      type\n      status\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  query DashboardAbsences {\n    dashboardAbsences {\n      leaveRequestId\n      employeeId\n      employeeName\n      type\n      status\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeeFields on Employee {\n    id\n    name\n    position\n    department\n    email\n    joinDate\n    status\n  }\n"): (typeof documents)["\n  fragment EmployeeFields on Employee {\n    id\n    name\n    position\n    department\n    email\n    joinDate\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeeDetailFields on Employee {\n    ...EmployeeFields\n    phone\n    bio\n    managerId\n    manager {\n      id\n      name\n      position\n    }\n    isHR\n    salary\n    bankAccount\n    taxId\n    access\n  }\n"): (typeof documents)["\n  fragment EmployeeDetailFields on Employee {\n    ...EmployeeFields\n    phone\n    bio\n    managerId\n    manager {\n      id\n      name\n      position\n    }\n    isHR\n    salary\n    bankAccount\n    taxId\n    access\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmployees(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $status: EmployeeStatus\n    $sort: EmployeeSort\n    $direction: SortDirection\n  ) {\n    adminEmployees(\n      offset: $offset\n      limit: $limit\n      search: $search\n      status: $status\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...EmployeeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEmployees(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $status: EmployeeStatus\n    $sort: EmployeeSort\n    $direction: SortDirection\n  ) {\n    adminEmployees(\n      offset: $offset\n      limit: $limit\n      search: $search\n      status: $status\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...EmployeeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employee($id: Int!) {\n    employee(id: $id) {\n      ...EmployeeDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Employee($id: Int!) {\n    employee(id: $id) {\n      ...EmployeeDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerOptions($search: String, $limit: Int!) {\n    adminEmployees(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        name\n        position\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagerOptions($search: String, $limit: Int!) {\n    adminEmployees(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        name\n        position\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmployee($input: CreateEmployeeInput!) {\n    createEmployee(input: $input) {\n      ...EmployeeDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployee($id: Int!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmployee($id: Int!, $input: UpdateEmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      ...EmployeeDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEmployeeStatus($id: Int!, $status: EmployeeStatus!) {\n    setEmployeeStatus(id: $id, status: $status) {\n      ...EmployeeFields\n      access\n    }\n  }\n"): (typeof documents)["\n  mutation SetEmployeeStatus($id: Int!, $status: EmployeeStatus!) {\n    setEmployeeStatus(id: $id, status: $status) {\n      ...EmployeeFields\n      access\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployee($id: Int!) {\n    deleteEmployee(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEmployee($id: Int!) {\n    deleteEmployee(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteEmployee($id: Int!) {\n    inviteEmployee(id: $id) {\n      id\n      email\n      access\n    }\n  }\n"): (typeof documents)["\n  mutation InviteEmployee($id: Int!) {\n    inviteEmployee(id: $id) {\n      id\n      email\n      access\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    subject\n    message\n    handled\n    handledAt\n    handledByName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    subject\n    message\n    handled\n    handledAt\n    handledByName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $state: ContactMessageState\n    $sort: ContactMessageSort\n    $direction: SortDirection\n  ) {\n    contactMessages(\n      offset: $offset\n      limit: $limit\n      search: $search\n      state: $state\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...ContactMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $state: ContactMessageState\n    $sort: ContactMessageSort\n    $direction: SortDirection\n  ) {\n    contactMessages(\n      offset: $offset\n      limit: $limit\n      search: $search\n      state: $state\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...ContactMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageHandled($id: Int!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      ...ContactMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageHandled($id: Int!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      ...ContactMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterSubscriptions(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $sort: NewsletterSubscriptionSort\n    $direction: SortDirection\n  ) {\n    newsletterSubscriptions(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        id\n        email\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterSubscriptions(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $sort: NewsletterSubscriptionSort\n    $direction: SortDirection\n  ) {\n    newsletterSubscriptions(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        id\n        email\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveRequestFields on LeaveRequest {\n    id\n    employeeId\n    employee {\n      id\n      name\n    }\n    startDate\n    endDate\n    type\n    reason\n    status\n    notes\n    workingDays\n    cancellationReason\n    createdAt\n    actions\n  }\n"): (typeof documents)["\n  fragment LeaveRequestFields on LeaveRequest {\n    id\n    employeeId\n    employee {\n      id\n      name\n    }\n    startDate\n    endDate\n    type\n    reason\n    status\n    notes\n    workingDays\n    cancellationReason\n    createdAt\n    actions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveEntryFields on LeaveRequest {\n    id\n    employee {\n      id\n      name\n    }\n    startDate\n    endDate\n    type\n    status\n  }\n"): (typeof documents)["\n  fragment LeaveEntryFields on LeaveRequest {\n    id\n    employee {\n      id\n      name\n    }\n    startDate\n    endDate\n    type\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveBalanceFields on LeaveBalance {\n    type\n    year\n    allowance\n    used\n    pending\n    remaining\n  }\n"): (typeof documents)["\n  fragment LeaveBalanceFields on LeaveBalance {\n    type\n    year\n    allowance\n    used\n    pending\n    remaining\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEmployee {\n    me {\n      id\n      employee {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyEmployee {\n    me {\n      id\n      employee {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveRequests($scope: LeaveScope!, $offset: Int!, $limit: Int!, $status: LeaveStatus, $search: String) {\n    leaveRequests(scope: $scope, offset: $offset, limit: $limit, status: $status, search: $search) {\n      total\n      offset\n      limit\n      items {\n        ...LeaveRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveRequests($scope: LeaveScope!, $offset: Int!, $limit: Int!, $status: LeaveStatus, $search: String) {\n    leaveRequests(scope: $scope, offset: $offset, limit: $limit, status: $status, search: $search) {\n      total\n      offset\n      limit\n      items {\n        ...LeaveRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeavePreview($startDate: LocalDate!, $endDate: LocalDate!, $type: LeaveType!) {\n    leavePreview(startDate: $startDate, endDate: $endDate, type: $type) {\n      workingDays\n      balance {\n        ...LeaveBalanceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeavePreview($startDate: LocalDate!, $endDate: LocalDate!, $type: LeaveType!) {\n    leavePreview(startDate: $startDate, endDate: $endDate, type: $type) {\n      workingDays\n      balance {\n        ...LeaveBalanceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveApprovalContext($id: Int!) {\n    leaveRequest(id: $id) {\n      id\n      othersOff {\n        ...LeaveEntryFields\n      }\n      balanceAfterApproval {\n        ...LeaveBalanceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaveApprovalContext($id: Int!) {\n    leaveRequest(id: $id) {\n      id\n      othersOff {\n        ...LeaveEntryFields\n      }\n      balanceAfterApproval {\n        ...LeaveBalanceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveCalendar($month: String!) {\n    leaveCalendar(month: $month) {\n      ...LeaveEntryFields\n    }\n  }\n"): (typeof documents)["\n  query LeaveCalendar($month: String!) {\n    leaveCalendar(month: $month) {\n      ...LeaveEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLeave($input: RequestLeaveInput!) {\n    requestLeave(input: $input) {\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestLeave($input: RequestLeaveInput!) {\n    requestLeave(input: $input) {\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawLeave($id: Int!) {\n    withdrawLeave(id: $id) {\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawLeave($id: Int!) {\n    withdrawLeave(id: $id) {\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLeaveCancellation($id: Int!, $reason: String!) {\n    requestLeaveCancellation(id: $id, reason: $reason) {\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestLeaveCancellation($id: Int!, $reason: String!) {\n    requestLeaveCancellation(id: $id, reason: $reason) {\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManagerApproveLeave($id: Int!, $notes: String) {\n    managerApproveLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ManagerApproveLeave($id: Int!, $notes: String) {\n    managerApproveLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HrApproveLeave($id: Int!, $notes: String) {\n    hrApproveLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation HrApproveLeave($id: Int!, $notes: String) {\n    hrApproveLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectLeave($id: Int!, $notes: String!) {\n    rejectLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectLeave($id: Int!, $notes: String!) {\n    rejectLeave(id: $id, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideLeaveCancellation($id: Int!, $approve: Boolean!, $notes: String) {\n    decideLeaveCancellation(id: $id, approve: $approve, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation DecideLeaveCancellation($id: Int!, $approve: Boolean!, $notes: String) {\n    decideLeaveCancellation(id: $id, approve: $approve, notes: $notes) {\n      ...LeaveRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Page($slug: String!) {\n    page(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query Page($slug: String!) {\n    page(slug: $slug) {\n      id\n      slug\n      title\n      summary\n      body\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sitemap {\n    services {\n      id\n      name\n    }\n    projects(offset: 0, limit: 100) {\n      total\n      items {\n        id\n        title\n      }\n    }\n    pages {\n      id\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  query Sitemap {\n    services {\n      id\n      name\n    }\n    projects(offset: 0, limit: 100) {\n      total\n      items {\n        id\n        title\n      }\n    }\n    pages {\n      id\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayrollFields on PayrollRecord {\n    id\n    employeeId\n    employee {\n      id\n      name\n      position\n      department\n      email\n    }\n    month\n    basicSalary\n    allowances\n    deductions\n    bonus\n    netSalary\n    paymentStatus\n    paymentDate\n    paymentMethod\n    notes\n    previousNetSalary\n    needsReview\n    payslipPath\n  }\n"): (typeof documents)["\n  fragment PayrollFields on PayrollRecord {\n    id\n    employeeId\n    employee {\n      id\n      name\n      position\n      department\n      email\n    }\n    month\n    basicSalary\n    allowances\n    deductions\n    bonus\n    netSalary\n    paymentStatus\n    paymentDate\n    paymentMethod\n    notes\n    previousNetSalary\n    needsReview\n    payslipPath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayrolls(\n    $offset: Int!\n    $limit: Int!\n    $month: String\n    $search: String\n    $sort: PayrollSort!\n    $direction: SortDirection!\n  ) {\n    adminPayrolls(offset: $offset, limit: $limit, month: $month, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...PayrollFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayrolls(\n    $offset: Int!\n    $limit: Int!\n    $month: String\n    $search: String\n    $sort: PayrollSort!\n    $direction: SortDirection!\n  ) {\n    adminPayrolls(offset: $offset, limit: $limit, month: $month, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...PayrollFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payroll($id: Int!) {\n    payroll(id: $id) {\n      ...PayrollFields\n    }\n  }\n"): (typeof documents)["\n  query Payroll($id: Int!) {\n    payroll(id: $id) {\n      ...PayrollFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayrollProfile {\n    me {\n      id\n      employee {\n        id\n        name\n        position\n        department\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPayrollProfile {\n    me {\n      id\n      employee {\n        id\n        name\n        position\n        department\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayrolls($month: String) {\n    myPayrolls(month: $month) {\n      ...PayrollFields\n    }\n  }\n"): (typeof documents)["\n  query MyPayrolls($month: String) {\n    myPayrolls(month: $month) {\n      ...PayrollFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayrollEmployeeOptions($search: String, $limit: Int!) {\n    adminEmployees(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        name\n        position\n        salary\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayrollEmployeeOptions($search: String, $limit: Int!) {\n    adminEmployees(search: $search, limit: $limit) {\n      total\n      items {\n        id\n        name\n        position\n        salary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayroll($input: CreatePayrollInput!) {\n    createPayroll(input: $input) {\n      ...PayrollFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePayroll($input: CreatePayrollInput!) {\n    createPayroll(input: $input) {\n      ...PayrollFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePayroll($id: Int!, $input: UpdatePayrollInput!) {\n    updatePayroll(id: $id, input: $input) {\n      ...PayrollFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePayroll($id: Int!, $input: UpdatePayrollInput!) {\n    updatePayroll(id: $id, input: $input) {\n      ...PayrollFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePayroll($id: Int!) {\n    deletePayroll(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePayroll($id: Int!) {\n    deletePayroll(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessPayment($id: Int!, $input: ProcessPaymentInput!) {\n    processPayment(id: $id, input: $input) {\n      ...PayrollFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessPayment($id: Int!, $input: ProcessPaymentInput!) {\n    processPayment(id: $id, input: $input) {\n      ...PayrollFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunMonthlyPayroll($month: String!) {\n    runMonthlyPayroll(month: $month) {\n      month\n      created\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation RunMonthlyPayroll($month: String!) {\n    runMonthlyPayroll(month: $month) {\n      month\n      created\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProject($id: Int!) {\n    project(id: $id) {\n      ...ProjectFields\n      engagement {\n        quoteId\n        budget\n        services\n        paymentDetails {\n          amount\n          currency\n          paymentMethod\n          paymentStatus\n        }\n        planInfo {\n          duration\n          milestones\n          deliverables\n        }\n        developmentCycle {\n          phase\n          startDate\n          estimatedEndDate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProject($id: Int!) {\n    project(id: $id) {\n      ...ProjectFields\n      engagement {\n        quoteId\n        budget\n        services\n        paymentDetails {\n          amount\n          currency\n          paymentMethod\n          paymentStatus\n        }\n        planInfo {\n          duration\n          milestones\n          deliverables\n        }\n        developmentCycle {\n          phase\n          startDate\n          estimatedEndDate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: Int!, $input: UpdateProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: Int!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: Int!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on Project {\n    id\n    title\n    client\n    category\n    status\n    date\n    description\n    featured\n    icon\n  }\n"): (typeof documents)["\n  fragment ProjectFields on Project {\n    id\n    title\n    client\n    category\n    status\n    date\n    description\n    featured\n    icon\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $category: String\n    $sort: ProjectSort\n    $direction: SortDirection\n  ) {\n    projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...ProjectFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Projects(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $category: String\n    $sort: ProjectSort\n    $direction: SortDirection\n  ) {\n    projects(offset: $offset, limit: $limit, search: $search, category: $category, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...ProjectFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedProjects {\n    featuredProjects {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  query FeaturedProjects {\n    featuredProjects {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Project($id: Int!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  query Project($id: Int!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteFields on QuoteRequest {\n    id\n    name\n    email\n    phone\n    company\n    budget\n    services\n    message\n    status\n    notes\n    submittedAt\n    updatedAt\n    workingDaysWaiting\n    overdue\n    project {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteFields on QuoteRequest {\n    id\n    name\n    email\n    phone\n    company\n    budget\n    services\n    message\n    status\n    notes\n    submittedAt\n    updatedAt\n    workingDaysWaiting\n    overdue\n    project {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuotes(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $status: QuoteStatus\n    $budget: QuoteBudget\n    $overdue: Boolean\n    $sort: QuoteSort!\n    $direction: SortDirection!\n  ) {\n    adminQuotes(\n      offset: $offset\n      limit: $limit\n      search: $search\n      status: $status\n      budget: $budget\n      overdue: $overdue\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...QuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminQuotes(\n    $offset: Int!\n    $limit: Int!\n    $search: String\n    $status: QuoteStatus\n    $budget: QuoteBudget\n    $overdue: Boolean\n    $sort: QuoteSort!\n    $direction: SortDirection!\n  ) {\n    adminQuotes(\n      offset: $offset\n      limit: $limit\n      search: $search\n      status: $status\n      budget: $budget\n      overdue: $overdue\n      sort: $sort\n      direction: $direction\n    ) {\n      total\n      offset\n      limit\n      items {\n        ...QuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quote($id: Int!) {\n    quote(id: $id) {\n      ...QuoteFields\n    }\n  }\n"): (typeof documents)["\n  query Quote($id: Int!) {\n    quote(id: $id) {\n      ...QuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteStats {\n    quoteStats {\n      total\n      pending\n      responded\n      highValue\n      overdue\n    }\n  }\n"): (typeof documents)["\n  query QuoteStats {\n    quoteStats {\n      total\n      pending\n      responded\n      highValue\n      overdue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuoteStatus($id: Int!, $status: QuoteStatus!, $notes: String) {\n    updateQuoteStatus(id: $id, status: $status, notes: $notes) {\n      ...QuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuoteStatus($id: Int!, $status: QuoteStatus!, $notes: String) {\n    updateQuoteStatus(id: $id, status: $status, notes: $notes) {\n      ...QuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteQuote($id: Int!) {\n    deleteQuote(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteQuote($id: Int!) {\n    deleteQuote(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertQuoteToProject($quoteId: Int!, $input: ConvertQuoteInput!) {\n    convertQuoteToProject(quoteId: $quoteId, input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation ConvertQuoteToProject($quoteId: Int!, $input: ConvertQuoteInput!) {\n    convertQuoteToProject(quoteId: $quoteId, input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitQuoteRequest($input: QuoteRequestInput!) {\n    submitQuoteRequest(input: $input) {\n      received\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitQuoteRequest($input: QuoteRequestInput!) {\n    submitQuoteRequest(input: $input) {\n      received\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServices($offset: Int!, $limit: Int!, $search: String, $sort: ServiceSort, $direction: SortDirection) {\n    adminServices(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...ServiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminServices($offset: Int!, $limit: Int!, $search: String, $sort: ServiceSort, $direction: SortDirection) {\n    adminServices(offset: $offset, limit: $limit, search: $search, sort: $sort, direction: $direction) {\n      total\n      offset\n      limit\n      items {\n        ...ServiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: CreateServiceInput!) {\n    createService(input: $input) {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateService($id: Int!, $input: UpdateServiceInput!) {\n    updateService(id: $id, input: $input) {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetServiceFeatured($id: Int!, $featured: Boolean!) {\n    setServiceFeatured(id: $id, featured: $featured) {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetServiceFeatured($id: Int!, $featured: Boolean!) {\n    setServiceFeatured(id: $id, featured: $featured) {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteService($id: Int!) {\n    deleteService(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteService($id: Int!) {\n    deleteService(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesIntro {\n    siteContent {\n      servicesIntroduction\n    }\n  }\n"): (typeof documents)["\n  query ServicesIntro {\n    siteContent {\n      servicesIntroduction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceFields on Service {\n    id\n    name\n    description\n    icon\n    bulletPoints\n    featured\n    sortOrder\n  }\n"): (typeof documents)["\n  fragment ServiceFields on Service {\n    id\n    name\n    description\n    icon\n    bulletPoints\n    featured\n    sortOrder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Services {\n    services {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  query Services {\n    services {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedServices {\n    featuredServices {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  query FeaturedServices {\n    featuredServices {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Service($id: Int!) {\n    service(id: $id) {\n      ...ServiceFields\n    }\n  }\n"): (typeof documents)["\n  query Service($id: Int!) {\n    service(id: $id) {\n      ...ServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on AuthPayload {\n    token\n    expiresAt\n    user {\n      id\n      name\n      email\n      role\n      managesAnyone\n      isHR\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on AuthPayload {\n    token\n    expiresAt\n    user {\n      id\n      name\n      email\n      role\n      managesAnyone\n      isHR\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      ...SessionFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;