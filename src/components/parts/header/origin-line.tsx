'use client';
import type { QuestionOrigin } from '../../../core/queue/origin.js';
import { type KitSettings } from '../../settings.js';
import { slot } from '../../slots.js';
import type { Messages } from '../../i18n/messages.js';
import { ModelText } from '../../text/model-text.js';

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
  messages: Messages;
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
                <ModelText text={agent.name} settings={settings} messages={messages} />
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {origin.context ? (
        <p {...slot(settings, 'origin-context')}>
          <ModelText text={origin.context} settings={settings} messages={messages} />
        </p>
      ) : null}
    </div>
  );
}
