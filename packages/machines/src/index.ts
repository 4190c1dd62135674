export * from './userDataMachine.ts';
export * from './groupsMachine.ts';
export {
  sessionMachine,
  createSessionAuthHooks,
  fromStoredSession,
  isEmptySession,
  sessionFromContext,
  toStoredSession,
  STORED_SESSION_KEYS,
  type SessionActorLike,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type StoredSession,
  type StoredSessionKey,
} from './sessionMachine.ts';
export {
  idTokenGood,
  whenIdTokenGood,
  ID_TOKEN_MARGIN_MS,
  type SessionSubscribable,
} from './sessionToken.ts';
export * from './selectionMachine.ts';
export * from './dateRangeMachine.ts';
export * from './chartSeriesMachine.ts';
export * from './host-actors.ts';
export * from './toastMachine.ts';
export * from './feedbackMachine.ts';
export * from './signInLoaderMachine.ts';
export * from './signInMachine.ts';
export * from './tenantStatusMachine.ts';
export * from './userRequestsMachine.ts';
export * from './userRequestsActors.ts';
export * from './documentAnalysisMachine.ts';
export * from './documentAnalysisActors.ts';
export * from './documentAnalysisModel.ts';
export * from './chatMachine.ts';
