'use client';
import { Slot } from '@radix-ui/react-slot';
import { type ComponentPropsWithoutRef, type MouseEvent, forwardRef, memo, useCallback } from 'react';
import { useIsomorphicLayoutEffect } from '../../../hooks/isomorphic-layout-effect.js';
import { isOtherEmpty, isShownChosen } from '../../../core/card/question-state.js';
import { toVisibleText } from '../../../core/text/reveal-invisible.js';
import { slot } from '../../slots.js';
import { ModelText } from '../../text/model-text.js';
import {
  type AsChildProps,
  OTHER_PREVIEW,
  useCardSlice,
  useQuestionPart,
  withHostProps,
} from '../context.js';
import { CUSTOM_VALUE, OptionControl } from '../option/option.js';

/**
 * The free-text field: of a question without options, or of a choice question's free-text
 * choice, which typing selects. Enter never submits.
 */
export const CustomInput = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'> & AsChildProps>(
  function CustomInput({ asChild, ...props }, ref) {
    const { question, customInputRef } = useQuestionPart('CustomInput');
    // The field's own text and whether it is chosen: choosing an option elsewhere leaves it alone.
    const { card, settings, messages, slice } = useCardSlice(
      'CustomInput',
      (snapshot, derived) => ({
        text: snapshot.state.draft.entries[question.key]?.customText,
        chosen: snapshot.state.draft.entries[question.key]?.customSelected,
        empty: isOtherEmpty(snapshot.state.draft.entries[question.key]),
        locked: derived.locked,
        phase: derived.phase,
      }),
      question.key,
    );
    const choice = question.kind === 'choice';
    const ours = card.getCustomInputProps(question.key, {
      ...slot(settings, 'custom-input'),
      'aria-label': choice ? messages.customInputLabel : undefined,
      placeholder:
        question.placeholder !== undefined
          ? toVisibleText(question.placeholder)
          : choice
            ? messages.otherPlaceholder
            : messages.typeAnswer,
    });
    const setRef = useCallback(
      (node: HTMLInputElement | null) => {
        customInputRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [customInputRef, ref],
    );
    // A secret field is uncontrolled (its text never reaches the `value` attribute): the draft
    // reaches it through the element's `value` property, which the attribute does not follow.
    const secret = !!question.secret;
    const text = slice.text ?? '';
    useIsomorphicLayoutEffect(() => {
      const node = customInputRef.current;
      if (secret && node && node.value !== text) node.value = text;
    }, [secret, text, customInputRef]);
    const Field = asChild ? Slot : 'input';
    return <Field {...withHostProps(ours, props)} ref={setRef} />;
  },
);
CustomInput.displayName = 'AskUser.CustomInput';

/**
 * The free-text choice of a choice question, in one row: its control, the kit's own label (a label
 * the agent wrote for it is shown as the agent's suggestion, never as the control's name), and the
 * field. Memoised: it re-renders when its own slice changes, not with its option list. @internal
 */
export const CustomChoice = memo(function CustomChoice() {
  const { question, customInputRef, showPreview } = useQuestionPart('OptionList');
  const { key } = question;
  // The slice only re-renders the row when what it shows changes; the getter says what that is.
  const { card, ids, settings, messages } = useCardSlice(
    'OptionList',
    (snapshot, derived) => ({
      checked: isShownChosen(question, snapshot.state.draft.entries[key]),
      locked: derived.locked,
      phase: derived.phase,
    }),
    key,
  );
  const control = card.getCustomChoiceProps(
    key,
    {
      ...slot(settings, 'option-control'),
      'aria-labelledby': ids.customChoiceLabel(key),
      onFocus: question.hasPreview ? () => showPreview(OTHER_PREVIEW, 'focus') : undefined,
      // A pointer choice of "Other" means "let me type"; keyboard arrows just move on.
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (event.detail > 0 && !question.multiSelect) customInputRef.current?.focus();
      },
    },
    { roving: false },
  );
  return (
    <div
      {...slot(settings, 'custom-choice')}
      data-state={control['data-state']}
      onMouseEnter={question.hasPreview ? () => showPreview(OTHER_PREVIEW, 'hover') : undefined}
    >
      <label {...slot(settings, 'option')} htmlFor={control.id} data-state={control['data-state']}>
        <OptionControl
          multiSelect={question.multiSelect}
          value={CUSTOM_VALUE}
          checked={control['aria-checked']}
          settings={settings}
          props={control}
        />
        <span {...slot(settings, 'option-label')} id={ids.customChoiceLabel(key)}>
          {messages.otherLabel}
        </span>
      </label>{' '}
      <CustomInput />
      {question.customLabel ? (
        <p {...slot(settings, 'custom-hint')} id={ids.customHint(key)}>
          <span lang={messages.lang}>{messages.agentSuggestion}:</span> “
          <ModelText text={question.customLabel} settings={settings} messages={messages} />”
        </p>
      ) : null}
    </div>
  );
});
