import { useState } from 'react';
import type { AskUserResponse } from 'ask-user-kit';
import { AskUserCard } from '@/components/ui/ask-user-card';
import { AskUserSummary } from '@/components/ui/ask-user-summary';

/** A Claude Code AskUserQuestion call, as the model writes it. */
export const input = {
  questions: [
    {
      header: 'Database',
      question: 'Which database should the service use?',
      multiSelect: false,
      options: [
        { label: 'PostgreSQL (Recommended)', description: 'Relational, strong consistency.' },
        { label: 'SQLite', description: 'A single file, no server.' },
      ],
    },
    {
      header: 'Features',
      question: 'Which features should ship first?',
      multiSelect: true,
      options: [
        { label: 'Auth', description: 'Sign-in with email and SSO.' },
        { label: 'Search', description: 'Full-text search over documents.' },
      ],
    },
  ],
};

/** The same call as Claude Code stores it in the transcript once answered (`toolUseResult`). */
export const storedRecord = {
  input,
  output: {
    questions: input.questions,
    answers: {
      'Which database should the service use?': 'SQLite',
      'Which features should ship first?': 'Auth, Search',
    },
  },
  state: 'answered',
};

export function App({ onResponse }: { readonly onResponse?: (response: AskUserResponse) => void }) {
  const [sent, setSent] = useState(0);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 bg-background p-6 text-foreground">
      <AskUserCard
        input={input}
        status="pending"
        onSubmit={(response) => {
          setSent(sent + 1);
          onResponse?.(response);
        }}
      />
      <AskUserSummary record={storedRecord} />
    </main>
  );
}
