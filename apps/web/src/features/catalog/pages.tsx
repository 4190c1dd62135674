export { GroupsPage, GroupPage, GroupUseCasesPage, UseCasesPage, UseCasePage } from './CatalogPages.tsx';
export { ModelPage } from './ModelPage.tsx';
export { ModelReportPage } from './ModelReportPage.tsx';
export { labelOfUseCase, useUseCaseCrumbs } from './use-case-crumbs.tsx';
