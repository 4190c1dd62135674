export { AiActivityPage } from './AiActivityPage.tsx';
export { DownVotedAnswersPage } from './DownVotedAnswersPage.tsx';
