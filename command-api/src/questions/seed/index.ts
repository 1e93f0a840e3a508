import { questionDecider, questionStream } from '@exam/domain';
import { handleCommand } from '../../commands/handle';
import { deterministicUuid } from '../../commands/ids';
import type { SeedContext } from '../../seed/index';
import { questionIdFor } from '../routes';
import { buildDemoBank } from './bank';

const CONCURRENCY = 8;

/**
 * Loads the demo bank through the same CreateQuestion decider and command handler as the API, with
 * command ids derived from each question's place in the bank. A start after the first finds the
 * last command already recorded and returns at once (one query), which keeps every start fast.
 */
export async function seedQuestions({ eventStore, log }: SeedContext) {
  const bank = buildDemoBank();
  const commandIds = bank.map((q) => deterministicUuid(`seed:questions:v1:${q.key}`));
  if (await eventStore.findCommand(commandIds[commandIds.length - 1])) return;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < bank.length; i = next++) {
      const commandId = commandIds[i];
      const questionId = questionIdFor(commandId);
      await handleCommand({ eventStore, log }, {
        stream: questionStream(questionId), decider: questionDecider,
        command: { type: 'CreateQuestion', data: { questionId, fields: bank[i].fields } },
        envelope: { commandId, correlationId: commandId, actor: null, now: new Date() },
        answer: () => ({ questionId }),
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  log.info({ questions: bank.length }, 'demo question bank loaded');
}
