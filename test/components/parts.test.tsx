import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type Ref, StrictMode, createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createDraft, draftReducer, normalizeQuestions, type AskUserResponse } from '../../src/core';
import * as AskUser from '../../src/components/parts';
import { type DescribedPart, PART_DATA_ATTRIBUTES } from '../../src/components/parts/data-attributes';
import { AskUserQuestion } from '../../src';

const input = {
  questions: [
    {
      question: 'Which layout should the settings page use?',
      header: 'Layout',
      multiSelect: false,
      options: [
        { label: 'Sidebar', description: 'Navigation on the left.', preview: 'left | right' },
        { label: 'Tabs', description: 'Tabs across the top.', preview: 'top\nbottom' },
      ],
    },
    {
      question: 'Which features should ship first?',
      header: 'Features',
      multiSelect: true,
      options: [{ label: 'Auth' }, { label: 'Search' }, { label: 'Export' }],
    },
  ],
};
const oneSkipped = draftReducer(createDraft(normalizeQuestions(input)), {
  type: 'skip-question',
  key: normalizeQuestions(input).questions[0]!.key,
});
const finishedRecord = { input, output: { answers: { [input.questions[0]!.question]: 'Tabs' } } };

/** Host props every part must pass through, merge or chain. */
interface HostProps {
  ref: Ref<HTMLElement>;
  className: string;
  'data-host': string;
  onClick: (event: { preventDefault(): void }) => void;
}

interface Case {
  /** The part's `data-slot`. */
  readonly slot: string;
  /** The part, given the host's props, placed where it belongs. */
  readonly place: (host: HostProps) => ReactElement;
}

const pending = (children: ReactElement, extra: Partial<AskUser.RootProps> = {}) => (
  <AskUser.Root input={input} status="pending" onSubmit={() => undefined} {...extra}>
    {children}
  </AskUser.Root>
);
const inFirstQuestion = (child: ReactElement) =>
  pending(<AskUser.Question question={0}>{child}</AskUser.Question>);
const inSecondQuestion = (child: ReactElement) =>
  pending(<AskUser.Question question={1}>{child}</AskUser.Question>);
const approvalInput = {
  questions: [
    {
      question: 'Allow deploy to run?',
      options: [{ label: 'Allow' }, { label: 'Deny' }],
      approval: {
        tool: 'deploy',
        reason: 'Ship it.',
        arguments: '{\n  "env": "prod"\n}',
        decisions: ['allow', 'deny'],
      },
    },
  ],
};
const inApproval = (child: ReactElement) => (
  <AskUser.Root input={approvalInput} status="pending" onSubmit={() => undefined}>
    <AskUser.Question question={0}>{child}</AskUser.Question>
  </AskUser.Root>
);
const asAny = (host: HostProps) => host as unknown as Record<string, never>;

const CASES: Readonly<Record<string, Case>> = {
  Root: { slot: 'card', place: (host) => <AskUser.Root input={input} status="pending" {...asAny(host)} /> },
  Header: { slot: 'card-header', place: (host) => pending(<AskUser.Header {...asAny(host)} />) },
  Title: { slot: 'card-title', place: (host) => pending(<AskUser.Title {...asAny(host)} />) },
  QuestionList: { slot: 'card-body', place: (host) => pending(<AskUser.QuestionList {...asAny(host)} />) },
  Question: {
    slot: 'question',
    place: (host) => pending(<AskUser.Question question={0} {...asAny(host)} />),
  },
  QuestionText: {
    slot: 'question-text',
    place: (host) => inFirstQuestion(<AskUser.QuestionText {...asAny(host)} />),
  },
  OptionList: {
    slot: 'option-list',
    place: (host) => inSecondQuestion(<AskUser.OptionList {...asAny(host)} />),
  },
  Option: {
    slot: 'option',
    place: (host) =>
      inSecondQuestion(
        <AskUser.OptionList>
          {(_option, index) => (index === 0 ? <AskUser.Option {...asAny(host)} /> : null)}
        </AskUser.OptionList>,
      ),
  },
  CustomInput: {
    slot: 'custom-input',
    place: (host) => inFirstQuestion(<AskUser.CustomInput {...asAny(host)} />),
  },
  Notes: { slot: 'notes', place: (host) => inFirstQuestion(<AskUser.Notes open {...asAny(host)} />) },
  NotesToggle: {
    slot: 'notes-toggle',
    place: (host) => inFirstQuestion(<AskUser.NotesToggle {...asAny(host)} />),
  },
  Skip: { slot: 'skip', place: (host) => inFirstQuestion(<AskUser.Skip {...asAny(host)} />) },
  QuestionTools: {
    slot: 'question-tools',
    place: (host) => inFirstQuestion(<AskUser.QuestionTools {...asAny(host)} />),
  },
  Preview: { slot: 'preview-column', place: (host) => inFirstQuestion(<AskUser.Preview {...asAny(host)} />) },
  ToolCall: { slot: 'tool-call', place: (host) => inApproval(<AskUser.ToolCall {...asAny(host)} />) },
  Decisions: { slot: 'decisions', place: (host) => inApproval(<AskUser.Decisions {...asAny(host)} />) },
  Decision: {
    slot: 'decision',
    place: (host) => inApproval(<AskUser.Decision label="Allow" {...asAny(host)} />),
  },
  Actions: { slot: 'actions', place: (host) => pending(<AskUser.Actions {...asAny(host)} />) },
  Submit: {
    slot: 'submit',
    // Something skipped, so Submit is enabled and takes clicks.
    place: (host) => pending(<AskUser.Submit {...asAny(host)} />, { defaultDraft: oneSkipped }),
  },
  SkipAll: { slot: 'skip-all', place: (host) => pending(<AskUser.SkipAll {...asAny(host)} />) },
  Decline: { slot: 'decline', place: (host) => pending(<AskUser.Decline {...asAny(host)} />) },
  Dismiss: { slot: 'cancel', place: (host) => pending(<AskUser.Dismiss {...asAny(host)} />) },
  Status: { slot: 'status', place: (host) => pending(<AskUser.Status {...asAny(host)} />) },
  Steps: { slot: 'steps', place: (host) => pending(<AskUser.Steps {...asAny(host)} />, { layout: 'steps' }) },
  StepNav: {
    slot: 'step-nav',
    place: (host) => pending(<AskUser.StepNav {...asAny(host)} />, { layout: 'steps' }),
  },
  Progress: {
    slot: 'progress',
    place: (host) => pending(<AskUser.Progress {...asAny(host)} />, { layout: 'steps' }),
  },
  Review: {
    slot: 'review',
    place: (host) => pending(<AskUser.Review {...asAny(host)} />, { layout: 'steps' }),
  },
  Summary: {
    slot: 'summary',
    place: (host) => (
      <AskUser.Root record={finishedRecord}>
        <AskUser.Summary {...asAny(host)} />
      </AskUser.Root>
    ),
  },
  SummaryItem: {
    slot: 'summary-item',
    place: (host) => (
      <AskUser.Root record={finishedRecord}>
        <AskUser.Summary>
          <AskUser.SummaryList>
            {(_item, index) => (index === 0 ? <AskUser.SummaryItem {...asAny(host)} /> : null)}
          </AskUser.SummaryList>
        </AskUser.Summary>
      </AskUser.Root>
    ),
  },
};

const PART_NAMES = Object.keys(CASES);

describe('every part conforms', () => {
  it('the entry exports every part the issue names, and each has a case here', () => {
    const exported = Object.entries(AskUser)
      .filter(([, value]) => typeof value === 'function' || typeof value === 'object')
      .map(([name]) => name);
    for (const name of PART_NAMES) expect(exported, name).toContain(name);
  });

  it.each(PART_NAMES)(
    '%s: forwards its ref, passes DOM props, merges classes and keeps data-slot',
    (name) => {
      const ref = createRef<HTMLElement>();
      const onClick = vi.fn();
      const { container } = render(
        CASES[name]!.place({ ref, className: 'host-class', 'data-host': name, onClick }),
      );
      const element = container.querySelector(`[data-host="${name}"]`);
      expect(element, 'host data attribute').not.toBeNull();
      expect(ref.current).toBe(element);
      expect(element).toHaveAttribute('data-slot', CASES[name]!.slot);
      // The styling contract: the part's slot and every state attribute it renders are described.
      const described = PART_DATA_ATTRIBUTES[name as DescribedPart];
      expect(described.slot).toBe(CASES[name]!.slot);
      const undeclared = [...(element as HTMLElement).attributes]
        .map((attribute) => attribute.name)
        .filter(
          (attribute) =>
            attribute.startsWith('data-') && attribute !== 'data-slot' && attribute !== 'data-host',
        )
        .filter((attribute) => !(attribute in described.attributes));
      expect(undeclared).toEqual([]);
      expect(element).toHaveClass('host-class');
      expect(element).toHaveClass(`auq-${CASES[name]!.slot}`);
      fireEvent.click(element as HTMLElement);
      expect(onClick).toHaveBeenCalled();
    },
  );

  it.each(PART_NAMES)('%s: used outside Root, says where it belongs', async (name) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    if (name === 'Root') {
      // Root is the card: without input it is the host mistake's error card, never a throw.
      render(<AskUser.Root />);
      expect(screen.getByRole('alert')).toHaveTextContent('without a question');
      // The words load with the first report (development builds only).
      await vi.waitFor(() => expect(spy).toHaveBeenCalledWith(expect.stringContaining('neither `input`')), {
        timeout: 10_000,
      });
      spy.mockRestore();
      return;
    }
    const Part = (AskUser as unknown as Record<string, (props: object) => ReactElement>)[name]!;
    // The summary's parts also serve `<AnswerSummary>`, outside any card: they need a summary.
    const container = name === 'SummaryItem' ? 'Summary' : 'Root';
    expect(() => render(<Part />)).toThrow(`\`AskUser.${name}\` must be inside \`AskUser.${container}\``);
    spy.mockRestore();
  });
});

describe('the styling contract as code', () => {
  it('describes every part with an element, and only parts', () => {
    const withElement = PART_NAMES;
    expect(Object.keys(PART_DATA_ATTRIBUTES).sort()).toEqual([...withElement].sort());
  });
});

describe("a host's handler runs first and can stop the kit's", () => {
  it('Submit: preventDefault keeps the answer unsent; without it the answer goes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    let stop = true;
    render(
      <AskUser.Root input={input} status="pending" onSubmit={onSubmit}>
        <AskUser.QuestionList />
        <AskUser.Submit onClick={(event) => stop && event.preventDefault()} />
      </AskUser.Root>,
    );
    await user.click(screen.getByRole('radio', { name: /Tabs/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    stop = false;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Option: preventDefault on the row keeps the option unselected', async () => {
    const user = userEvent.setup();
    render(
      <AskUser.Root input={input} status="pending" onSubmit={() => undefined}>
        <AskUser.Question question={1}>
          <AskUser.OptionList>
            <AskUser.Option onClick={(event) => event.preventDefault()} />
          </AskUser.OptionList>
        </AskUser.Question>
      </AskUser.Root>,
    );
    await user.click(screen.getByText('Auth'));
    expect(screen.getByRole('checkbox', { name: /Auth/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('Decline and Skip: preventDefault stops the response and the skip', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    render(
      <AskUser.Root input={input} status="pending" onSubmit={() => undefined} onDecline={onDecline}>
        <AskUser.Question question={0}>
          <AskUser.Skip onClick={(event) => event.preventDefault()} />
        </AskUser.Question>
        <AskUser.Decline onClick={(event) => event.preventDefault()} />
      </AskUser.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Skip this question' }));
    expect(screen.getByRole('button', { name: 'Skip this question' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).not.toHaveBeenCalled();
  });
});

describe('containers render their defaults when given no children', () => {
  it('an empty Root is the full card, the same markup as <AskUserQuestion>', () => {
    const card = render(
      <AskUserQuestion input={input} status="pending" id="same" onSubmit={() => undefined} />,
    );
    const root = render(<AskUser.Root input={input} status="pending" id="same" onSubmit={() => undefined} />);
    expect(root.container.innerHTML).toBe(card.container.innerHTML);
    expect(root.container.querySelectorAll('[data-slot="question"]')).toHaveLength(2);
  });

  it('QuestionList, OptionList and Actions fill themselves', () => {
    const { container } = render(
      pending(
        <>
          <AskUser.QuestionList />
          <AskUser.Actions />
        </>,
      ),
    );
    expect(container.querySelectorAll('[data-slot="question"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-slot="option"]').length).toBe(2 + 3 + 2);
    for (const name of ['Submit', 'Skip all', 'Decline', 'Dismiss'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('questions and actions leave once the call is finished; the summary comes only then', () => {
    const composition = (
      <>
        <AskUser.Header />
        <AskUser.QuestionList />
        <AskUser.Actions />
        <AskUser.Summary />
      </>
    );
    const live = render(pending(composition));
    expect(live.container.querySelector('[data-slot="summary"]')).toBeNull();
    live.unmount();
    const done = render(<AskUser.Root record={finishedRecord}>{composition}</AskUser.Root>);
    expect(done.container.querySelector('[data-slot="summary"]')).not.toBeNull();
    for (const slot of ['card-header', 'card-body', 'actions'])
      expect(done.container.querySelector(`[data-slot="${slot}"]`), slot).toBeNull();
  });
});

describe('a different card composed from the parts', () => {
  it('options as chips, no notes, custom Submit text: still answers exactly', async () => {
    const user = userEvent.setup();
    let sent: AskUserResponse | undefined;
    render(
      <StrictMode>
        <AskUser.Root input={input} status="pending" onSubmit={(response) => void (sent = response)}>
          <AskUser.QuestionList>
            <AskUser.Question className="chips-question">
              <AskUser.QuestionText />
              <AskUser.OptionList className="chips">
                {(option) => <AskUser.Option className="chip">{option.displayLabel}</AskUser.Option>}
              </AskUser.OptionList>
            </AskUser.Question>
          </AskUser.QuestionList>
          <AskUser.Actions>
            <AskUser.Submit>Send my answers</AskUser.Submit>
          </AskUser.Actions>
          <AskUser.Status />
        </AskUser.Root>
      </StrictMode>,
    );
    expect(document.querySelector('[data-slot="notes-toggle"]')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Tabs/ }));
    await user.click(screen.getByRole('checkbox', { name: /Search/ }));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(sent).toMatchObject({
      action: 'accept',
      content: {
        answers: {
          'Which layout should the settings page use?': 'Tabs',
          'Which features should ship first?': 'Search',
        },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Answers sent');
  });
});
