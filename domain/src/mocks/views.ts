import type { ViewDef } from '../core/views';

/** Mocks admin list (back-office §2.3): one document per mock, with its sections' questions in order. */
export const mocksView = {
  name: 'mocks',
  fields: { examActive: 'number', exam: 'text', updatedAt: 'date' },
  indexes: [['examActive']],
  searchFields: ['id', 'name'],
} satisfies ViewDef;

export type MockQuestionRef = { questionId: string; setID: string | null };
export type MockDoc = {
  id: string;
  name: string;
  exam: string;
  /** 1 active, 0 inactive (the spec's examActive). */
  examActive: 0 | 1;
  sections: string[];
  questions: Record<string, MockQuestionRef[]>;
  questionCount: number;
  createdAt: string;
  updatedAt: string;
};
