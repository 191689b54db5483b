import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AskUserQuestion } from '../../src/index.js';
import { createDisplayPayload } from '../../src/core/index.js';
import { claudeInput } from '../../test/fixtures/inputs';
import { ShadcnHost } from './ShadcnHost';

/**
 * The card in hosts that bring their own look. A shadcn/ui app imports
 * `ask-user-kit/themes/shadcn.css` after the kit's stylesheet and the card takes its tokens
 * (card, primary, border, radius) and its font; dark mode follows the app's `.dark` class.
 */
const meta = {
  title: 'Theming/Host styles',
  component: AskUserQuestion,
  args: { onSubmit: fn(), onDecline: fn(), onCancel: fn() },
  render: (args, { globals }) => (
    <ShadcnHost dark={globals.theme === 'dark'}>
      <div style={{ maxWidth: 720 }}>
        <AskUserQuestion {...args} />
      </div>
    </ShadcnHost>
  ),
} satisfies Meta<typeof AskUserQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending card in a shadcn/ui app, with the shadcn theme. */
export const Shadcn: Story = { args: { input: claudeInput, status: 'pending' } };

/** The same call answered, as the transcript shows it. */
export const ShadcnAnswered: Story = {
  args: {
    record: {
      input: claudeInput,
      display: createDisplayPayload({
        answers: {
          'Which database should the service use?': 'SQLite',
          'Which features should ship first?': 'Auth, Audit log',
        },
      }),
      state: 'answered',
    },
  },
};

/** A host that sets the kit's own tokens on an ancestor: brand colour, radius, spacing, font. */
export const HostTokens: Story = {
  args: { input: { questions: [claudeInput.questions[0]] }, status: 'pending' },
  render: (args, { globals }) => (
    <div
      style={{
        maxWidth: 720,
        fontFamily: "'Noto Sans CJK SC', sans-serif",
        ['--auq-primary' as string]: globals.theme === 'dark' ? '#5eead4' : '#0f766e',
        ['--auq-primary-foreground' as string]: globals.theme === 'dark' ? '#042f2e' : '#ffffff',
        ['--auq-ring' as string]: globals.theme === 'dark' ? '#5eead4' : '#0f766e',
        ['--auq-radius' as string]: '14px',
        ['--auq-card-padding' as string]: '24px',
        ['--auq-option-gap' as string]: '12px',
      }}
    >
      <AskUserQuestion {...args} />
    </div>
  ),
};
