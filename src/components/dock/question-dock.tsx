'use client';
import { type ComponentType, useId } from 'react';
import { useControllableState } from '../../hooks/use-controllable-state.js';
import type { QuestionQueue, QueueEntry } from '../../core/queue/queue.js';
import type { AskUserResponse } from '../../core/types.js';
import { normalizeQuestions } from '../../core/normalize/normalize-questions.js';
import { useQuestionQueue } from '../../hooks/use-question-queue.js';
import { AskUserQuestion, type AskUserQuestionProps } from '../card/ask-user-question.js';
import { type KitSettings, themeAttribute, useKitSettings } from '../settings.js';
import { slot } from '../slots.js';

import { ModelText } from '../text/model-text.js';
import { format } from '../i18n/messages.js';
import { asAskUserInput } from '../../core/record/as-input.js';

/** Props of `<QuestionDock>`: the queue, and how the dock and its cards show. */
export interface QuestionDockProps extends KitSettings {
  /** The queue to show (see `createQuestionQueue` / `useQuestionQueue`). */
  readonly queue: QuestionQueue;
  /** Called after a response was recorded in the queue (the queue's `ask` promise resolves too). */
  readonly onResponse?: (entry: QueueEntry, response: AskUserResponse) => void;
  /** Controlled collapsed state; pair with `onCollapsedChange`. */
  readonly collapsed?: boolean;
  readonly defaultCollapsed?: boolean;
  readonly onCollapsedChange?: (collapsed: boolean) => void;
  /** Props for every card (layout, actions, …). */
  readonly cardProps?: Omit<
    AskUserQuestionProps,
    'input' | 'record' | 'status' | 'onSubmit' | 'onDecline' | 'onCancel' | 'origin'
  >;
  readonly className?: string;
  /**
   * The component that renders each card (default `AskUserQuestion`): your own card built on
   * the parts, e.g. the registry's `AskUserCard`. It gets the same props `AskUserQuestion` would.
   */
  readonly card?: ComponentType<AskUserQuestionProps>;
}

function peekText(entry: QueueEntry): string {
  const { questions, title } = normalizeQuestions(entry.input);
  const first = questions[0];
  const what = title ?? first?.header ?? first?.question ?? '';
  const who = entry.origin?.path.at(-1)?.name;
  return who ? `${what} — ${who}` : what;
}

/**
 * The pending questions of a queue above the chat composer: in order, each with
 * its origin, every request answered at most once. A re-announced request keeps its card
 * (cards are keyed by request id); one answered on another client shows so and cannot be
 * submitted. The dock collapses to a one-line bar so the user can read the conversation.
 */
export function QuestionDock({
  queue,
  onResponse,
  collapsed: controlled,
  defaultCollapsed = false,
  onCollapsedChange,
  cardProps,
  className,
  card: Card = AskUserQuestion,
  ...own
}: QuestionDockProps) {
  const settings = useKitSettings(own);
  const messages = settings.resolvedMessages;
  const { entries } = useQuestionQueue(queue);
  const [collapsed, setCollapsed] = useControllableState<boolean, undefined>({
    value: controlled,
    defaultValue: defaultCollapsed,
    // The host's callback hears the value only.
    onChange: onCollapsedChange && ((next) => onCollapsedChange(next)),
    name: 'QuestionDock: collapsed',
  });
  const listId = `${useId()}-dock-list`;
  const visible = entries.filter(
    (entry) => entry.status === 'pending' || entry.status === 'answered-elsewhere',
  );
  const waiting = visible.filter((entry) => entry.status === 'pending');
  if (visible.length === 0) return null;
  const title =
    waiting.length === 1 ? messages.dockTitleOne : format(messages.dockTitleMany, { count: waiting.length });
  const respond = (entry: QueueEntry) => (response: AskUserResponse) => {
    if (queue.respond(entry.id, response)) onResponse?.(entry, response);
  };
  return (
    <section
      {...slot(settings, 'dock', className)}
      data-auq-root=""
      data-auq-theme={themeAttribute(settings)}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-pending={waiting.length}
      aria-label={title}
      dir={settings.dir}
    >
      <div {...slot(settings, 'dock-bar')}>
        <p {...slot(settings, 'dock-title')} role="status">
          {title}
        </p>
        {collapsed && visible[0] ? (
          <p {...slot(settings, 'dock-peek')}>
            <ModelText text={peekText(visible[0])} settings={settings} messages={settings.resolvedMessages} />
          </p>
        ) : null}
        <button
          type="button"
          {...slot(settings, 'dock-toggle')}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => setCollapsed(!collapsed, undefined)}
        >
          {collapsed ? messages.dockExpand : messages.dockCollapse}
        </button>
      </div>
      <ol {...slot(settings, 'dock-list')} id={listId} hidden={collapsed}>
        {visible.map((entry) => (
          <li key={entry.id} {...slot(settings, 'dock-item')} data-status={entry.status}>
            {entry.status === 'answered-elsewhere' ? (
              <Card
                {...cardProps}
                {...own}
                input={asAskUserInput(entry.input)}
                answeredElsewhere
                {...(entry.response ? { response: entry.response } : { status: 'pending' as const })}
                {...(entry.origin ? { origin: entry.origin } : {})}
              />
            ) : (
              <Card
                {...cardProps}
                {...own}
                input={asAskUserInput(entry.input)}
                status="pending"
                onSubmit={respond(entry)}
                onDecline={respond(entry)}
                onCancel={respond(entry)}
                {...(entry.origin ? { origin: entry.origin } : {})}
                {...(entry.autoResolution ? { autoResolution: entry.autoResolution } : {})}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
QuestionDock.displayName = 'QuestionDock';
