export { GroupsPage } from './GroupsPage.tsx';
export { GroupPage } from './GroupPage.tsx';
export { GroupUseCasesPage } from './GroupUseCasesPage.tsx';
export { UseCasesPage } from './UseCasesPage.tsx';
export { UseCasePage } from './UseCasePage.tsx';
export { ModelPage } from './ModelPage.tsx';
export { ModelReportPage } from './ModelReportPage.tsx';
export { labelOfUseCase, useUseCaseCrumbs } from './use-case-crumbs.tsx';
