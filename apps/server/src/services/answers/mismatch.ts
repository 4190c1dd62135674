import { statesOtherAmount } from './amounts.ts';
import { citesOtherChamber, statesOtherChamberAct } from './bills.ts';
import { statesOtherDirection } from './direction.ts';
import { statesOtherSubject } from './subjects.ts';

/**
 * The unit (its text, and the passage around it) is about something else than the question while sharing
 * its words: another bill, another direction of change, another kind of amount, a rule stated for another
 * subject.
 */
export function aboutSomethingElse(question: string, unit: string, passage: string): boolean {
  return (
    citesOtherChamber(question, passage) ||
    statesOtherChamberAct(question, unit) ||
    statesOtherDirection(question, unit) ||
    statesOtherAmount(question, unit) ||
    statesOtherSubject(question, unit)
  );
}
