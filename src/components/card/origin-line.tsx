'use client';
import type { QuestionOrigin } from '../../core/queue/origin.js';
import { type KitSettings, slot } from '../context.js';
import type { CardMessages } from '../i18n/messages.js';
import { CardText } from '../parts/card-text.js';

/**
 * Where a question comes from: the chain of agents, root first, ending with the
 * agent that asked, and the one-line context it gave.
 */
export function OriginLine({
  origin,
  settings,
  messages,
}: {
  origin: QuestionOrigin | undefined;
  settings: KitSettings;
  messages: CardMessages;
}) {
  if (!origin || (origin.path.length === 0 && !origin.context)) return null;
  const last = origin.path.length - 1;
  return (
    <div {...slot(settings, 'origin')}>
      {origin.path.length > 0 ? (
        <nav {...slot(settings, 'origin-path')} aria-label={messages.askedBy}>
          <ol>
            {origin.path.map((agent, index) => (
              <li
                key={`${agent.id ?? agent.name}-${index}`}
                aria-current={index === last ? 'true' : undefined}
              >
                <CardText text={agent.name} settings={settings} messages={messages} />
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {origin.context ? (
        <p {...slot(settings, 'origin-context')}>
          <CardText text={origin.context} settings={settings} messages={messages} />
        </p>
      ) : null}
    </div>
  );
}
