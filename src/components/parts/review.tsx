'use client';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { slot } from '../context.js';
import { format } from '../i18n/messages.js';
import { ModelText } from '../text/model-text.js';
import { useCardPart, withHostProps } from './context.js';
import { reviewAnswerText } from './steps.js';

/**
 * The review step: every question with the chosen answer (or "skipped"), each with a link
 * back to its step. `AskUser.QuestionList` shows it on the steps layout's last step.
 */
export const Review = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Review(props, ref) {
    const { card, settings, messages, steps, finished } = useCardPart('Review');
    if (finished) return null;
    const { questions, go, focusTarget } = steps;
    const unanswered = questions.filter((question) => card.answerFor(question.key).state === 'unanswered');
    return (
      <div {...withHostProps(slot(settings, 'review'), props)} ref={ref}>
        <p {...slot(settings, 'review-title')} ref={focusTarget} tabIndex={-1}>
          {messages.reviewTitle}
        </p>
        <p>{unanswered.length > 0 ? messages.reviewUnanswered : messages.reviewAllAnswered}</p>
        <ol {...slot(settings, 'review-list')}>
          {questions.map((question, index) => {
            const answer = card.answerFor(question.key);
            return (
              <li key={question.key} {...slot(settings, 'review-item')} data-question-state={answer.state}>
                <p {...slot(settings, 'review-question')}>
                  {question.header ? (
                    <span {...slot(settings, 'question-chip')}>
                      <ModelText text={question.header} settings={settings} messages={messages} />
                    </span>
                  ) : null}{' '}
                  <ModelText text={question.question} settings={settings} messages={messages} />
                </p>
                <p {...slot(settings, 'review-answer')}>
                  {answer.state === 'answered' ? (
                    <ModelText
                      text={reviewAnswerText(question, answer, messages)}
                      settings={settings}
                      messages={messages}
                    />
                  ) : answer.state === 'skipped' ? (
                    messages.reviewSkipped
                  ) : (
                    messages.reviewNotAnswered
                  )}
                </p>
                <button type="button" {...slot(settings, 'review-link')} onClick={() => go(index)}>
                  {format(messages.goToQuestion, { number: index + 1 })}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    );
  },
);
Review.displayName = 'AskUser.Review';
