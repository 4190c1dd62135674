export { AnomaliesPage } from './AnomaliesPage.tsx';
export { AnomalyPage, AnomalyDetailView } from './AnomalyPage.tsx';
