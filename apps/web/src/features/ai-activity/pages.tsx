export { DownVotedAnswersPage } from './DownVotedAnswersPage.tsx';
