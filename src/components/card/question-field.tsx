'use client';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { type ReactNode, useRef, useState } from 'react';
import type { NormalizedOption, NormalizedQuestion } from '../../core/types.js';
import type { UseAskUserQuestionReturn } from '../../hooks/use-ask-user-question.js';
import { type KitSettings, slot } from '../context.js';
import { type Messages, format } from '../i18n/messages.js';
import { PreviewPane } from '../preview/preview-pane.js';
import { ModelText } from '../text/model-text.js';
import { toVisibleText } from '../../core/text/reveal-invisible.js';

/**
 * Radix values are positions, not labels: labels are arbitrary model text, and the value
 * is serialised into the markup.
 */
const CUSTOM_VALUE = 'custom';
const optionValue = (index: number) => `option-${index}`;

export interface QuestionFieldProps {
  readonly card: UseAskUserQuestionReturn;
  readonly question: NormalizedQuestion;
  readonly settings: KitSettings;
  readonly messages: Messages;
  /** Heading element for the question text (the card's heading level + 1). */
  readonly textAs?: 'p' | 'h3' | 'h4' | 'h5' | 'h6';
  /** Focus target for step navigation. */
  readonly textRef?: React.Ref<HTMLElement>;
}

function hintFor(question: NormalizedQuestion, messages: Messages): string {
  if (question.kind !== 'choice') return messages.typeAnswer;
  if (!question.multiSelect) return messages.selectOne;
  if (question.minSelections !== undefined || question.maxSelections !== undefined) {
    return format(messages.selectRange, {
      min: question.minSelections ?? 0,
      max: question.maxSelections ?? question.options.length,
    });
  }
  return messages.selectAny;
}

interface OptionRowProps {
  readonly question: NormalizedQuestion;
  readonly option: NormalizedOption;
  readonly index: number;
  readonly card: UseAskUserQuestionReturn;
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly checked: boolean;
  readonly onPreview: (label: string | undefined, via: 'hover' | 'focus') => void;
}

/** Digits 1–9 pick options (Claude Code's convention); the row shows which. */
const shortcutFor = (index: number) => (index < 9 ? String(index + 1) : undefined);

function OptionText({
  option,
  index,
  card,
  question,
  settings,
  messages,
}: Omit<OptionRowProps, 'checked' | 'onPreview'>) {
  const labelId = `${card.ids.option(question.key, option.label)}-label`;
  const shortcut = shortcutFor(index);
  return (
    <span {...slot(settings, 'option-text')}>
      <span {...slot(settings, 'option-label')} id={labelId}>
        {shortcut ? (
          <kbd {...slot(settings, 'option-shortcut')} aria-hidden="true">
            {shortcut}
          </kbd>
        ) : null}
        <ModelText text={option.displayLabel} settings={settings} messages={messages} />
        {option.recommended ? (
          <span {...slot(settings, 'recommended-badge')}>{messages.recommended}</span>
        ) : null}
      </span>
      {option.description ? (
        <span
          {...slot(settings, 'option-description')}
          id={card.ids.optionDescription(question.key, option.label)}
        >
          <ModelText text={option.description} settings={settings} messages={messages} />
        </span>
      ) : null}
    </span>
  );
}

function RadioRow(props: OptionRowProps) {
  const { question, option, index, card, settings, checked, onPreview } = props;
  const id = card.ids.option(question.key, option.label);
  return (
    <label
      {...slot(settings, 'option')}
      htmlFor={id}
      data-state={checked ? 'checked' : 'unchecked'}
      data-recommended={option.recommended ? '' : undefined}
      data-disabled={card.locked ? '' : undefined}
      onMouseEnter={() => onPreview(option.label, 'hover')}
    >
      <RadioGroup.Item
        {...slot(settings, 'option-control')}
        id={id}
        value={optionValue(index)}
        aria-labelledby={`${id}-label`}
        aria-describedby={
          option.description ? card.ids.optionDescription(question.key, option.label) : undefined
        }
        data-option-index={index}
        aria-keyshortcuts={shortcutFor(index)}
        onFocus={() => onPreview(option.label, 'focus')}
      >
        <RadioGroup.Indicator {...slot(settings, 'option-indicator')} />
      </RadioGroup.Item>
      <OptionText {...props} />
    </label>
  );
}

function CheckboxRow(props: OptionRowProps) {
  const { question, option, index, card, settings, checked } = props;
  const id = card.ids.option(question.key, option.label);
  return (
    <label
      {...slot(settings, 'option')}
      htmlFor={id}
      data-state={checked ? 'checked' : 'unchecked'}
      data-recommended={option.recommended ? '' : undefined}
      data-disabled={card.locked ? '' : undefined}
    >
      <Checkbox.Root
        {...slot(settings, 'option-control')}
        id={id}
        checked={checked}
        disabled={card.locked}
        aria-labelledby={`${id}-label`}
        aria-describedby={
          option.description ? card.ids.optionDescription(question.key, option.label) : undefined
        }
        data-option-index={index}
        aria-keyshortcuts={shortcutFor(index)}
        onCheckedChange={(value) =>
          value === true
            ? card.actions.selectOption(question.key, option.label)
            : card.actions.deselectOption(question.key, option.label)
        }
      >
        <Checkbox.Indicator {...slot(settings, 'option-indicator')} />
      </Checkbox.Root>
      <OptionText {...props} />
    </label>
  );
}

/** The free-text field; typing selects the free-text choice (handled by the reducer). */
function CustomInput({
  card,
  question,
  settings,
  messages,
  inputRef,
  labelledBy,
  hintId,
}: {
  card: UseAskUserQuestionReturn;
  question: NormalizedQuestion;
  settings: KitSettings;
  messages: Messages;
  inputRef?: React.Ref<HTMLInputElement>;
  labelledBy?: string;
  hintId?: string | undefined;
}) {
  const props = card.getCustomInputProps(question.key);
  return (
    <input
      {...props}
      {...slot(settings, 'custom-input')}
      ref={inputRef}
      aria-label={labelledBy ? undefined : messages.customInputLabel}
      aria-labelledby={labelledBy}
      aria-required={question.required && question.kind !== 'choice' ? true : undefined}
      aria-describedby={hintId}
      placeholder={
        question.placeholder !== undefined
          ? toVisibleText(question.placeholder)
          : question.kind === 'choice'
            ? messages.otherPlaceholder
            : messages.typeAnswer
      }
    />
  );
}

/**
 * The free-text choice row of a choice question: the control (a Radix radio item or
 * checkbox, passed as the child), its label, and the text field below it.
 */
function CustomChoice({
  checked,
  children,
  card,
  question,
  settings,
  messages,
  inputRef,
  labelId,
  labelText,
}: {
  checked: boolean;
  children: React.ReactNode;
  card: UseAskUserQuestionReturn;
  question: NormalizedQuestion;
  settings: KitSettings;
  messages: Messages;
  inputRef: React.Ref<HTMLInputElement>;
  labelId: string;
  labelText: string;
}) {
  const state = checked ? 'checked' : 'unchecked';
  const hintId = question.customLabel ? `${card.ids.customInput(question.key)}-hint` : undefined;
  return (
    <div {...slot(settings, 'custom-choice')} data-state={state}>
      <label {...slot(settings, 'option')} htmlFor={card.ids.customChoice(question.key)} data-state={state}>
        {children}
        <span {...slot(settings, 'option-text')}>
          <span {...slot(settings, 'option-label')} id={labelId}>
            {labelText}
          </span>
        </span>
      </label>
      {question.customLabel ? (
        <p {...slot(settings, 'custom-hint')} id={hintId}>
          {messages.agentSuggestion}: “
          <ModelText text={question.customLabel} settings={settings} messages={messages} />”
        </p>
      ) : null}
      <CustomInput
        card={card}
        question={question}
        settings={settings}
        messages={messages}
        inputRef={inputRef}
        hintId={hintId}
      />
    </div>
  );
}

/** One question: text, hint, options (with the free-text choice), preview, notes and skip. */
export function QuestionField({
  card,
  question,
  settings,
  messages,
  textAs: TextTag = 'p',
  textRef,
}: QuestionFieldProps) {
  const key = question.key;
  const entry = card.draft.entries[key];
  const answer = card.answerFor(key);
  const [notesOpen, setNotesOpen] = useState(() => !!entry?.notes);
  const [hovered, setHovered] = useState<string | undefined>();
  const [focused, setFocused] = useState<string | undefined>();
  const customInputRef = useRef<HTMLInputElement>(null);
  // The free-text choice is the kit's control, so it keeps the kit's label; a label the agent
  // wrote for it ("Other: type APPROVE to …") is shown as the agent's suggestion, never as the
  // control's name.
  const customLabelText = messages.otherLabel;
  const customLabelId = `${card.ids.customChoice(key)}-label`;
  const customChoice = {
    card,
    question,
    settings,
    messages,
    inputRef: customInputRef,
    labelId: customLabelId,
    labelText: customLabelText,
  };

  const onPreview = (label: string | undefined, via: 'hover' | 'focus') =>
    via === 'hover' ? setHovered(label) : setFocused(label);
  const withPreview = question.options.filter((option) => option.preview !== undefined);
  const previewLabel =
    [hovered, focused, entry?.selected[0]].find((label) =>
      withPreview.some((option) => option.label === label),
    ) ?? withPreview[0]?.label;
  const previewOption = question.options.find((option) => option.label === previewLabel);

  let options: ReactNode;
  if (question.kind !== 'choice') {
    options = (
      <div {...slot(settings, 'option-list')} data-selection-mode="text">
        <CustomInput
          card={card}
          question={question}
          settings={settings}
          messages={messages}
          labelledBy={card.ids.questionText(key)}
        />
      </div>
    );
  } else if (!question.multiSelect) {
    const selectedIndex = question.options.findIndex((option) => option.label === entry?.selected[0]);
    const value = entry?.customSelected
      ? CUSTOM_VALUE
      : selectedIndex >= 0
        ? optionValue(selectedIndex)
        : null;
    options = (
      <RadioGroup.Root
        {...card.getOptionGroupProps(key, undefined, { arrowKeys: false })}
        {...slot(settings, 'option-list')}
        value={value}
        disabled={card.locked}
        dir={settings.dir}
        loop
        onValueChange={(next) => {
          if (next === CUSTOM_VALUE) card.actions.selectCustom(key, true);
          const option = question.options[Number(next.slice('option-'.length))];
          if (next.startsWith('option-') && option) card.actions.selectOption(key, option.label);
        }}
        onMouseLeave={() => setHovered(undefined)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(undefined);
        }}
      >
        {question.options.map((option, index) => (
          <RadioRow
            key={option.label}
            question={question}
            option={option}
            index={index}
            card={card}
            settings={settings}
            messages={messages}
            checked={value === optionValue(index)}
            onPreview={onPreview}
          />
        ))}
        {question.allowCustom ? (
          <CustomChoice {...customChoice} checked={value === CUSTOM_VALUE}>
            <RadioGroup.Item
              {...slot(settings, 'option-control')}
              id={card.ids.customChoice(key)}
              value={CUSTOM_VALUE}
              aria-labelledby={customLabelId}
              aria-controls={card.ids.customInput(key)}
              data-option-index={question.options.length}
              onClick={(event) => {
                // A pointer choice of "Other" means "let me type"; keyboard arrows just move on.
                if (event.detail > 0) customInputRef.current?.focus();
              }}
            >
              <RadioGroup.Indicator {...slot(settings, 'option-indicator')} />
            </RadioGroup.Item>
          </CustomChoice>
        ) : null}
      </RadioGroup.Root>
    );
  } else {
    const customChecked = !!entry?.customSelected;
    options = (
      <div {...card.getOptionGroupProps(key)} {...slot(settings, 'option-list')}>
        {question.options.map((option, index) => (
          <CheckboxRow
            key={option.label}
            question={question}
            option={option}
            index={index}
            card={card}
            settings={settings}
            messages={messages}
            checked={!!entry?.selected.includes(option.label)}
            onPreview={onPreview}
          />
        ))}
        {question.allowCustom ? (
          <CustomChoice {...customChoice} checked={customChecked}>
            <Checkbox.Root
              {...slot(settings, 'option-control')}
              id={card.ids.customChoice(key)}
              checked={customChecked}
              disabled={card.locked}
              aria-labelledby={customLabelId}
              aria-controls={card.ids.customInput(key)}
              data-option-index={question.options.length}
              onCheckedChange={(checked) => card.actions.selectCustom(key, checked === true)}
            >
              <Checkbox.Indicator {...slot(settings, 'option-indicator')} />
            </Checkbox.Root>
          </CustomChoice>
        ) : null}
      </div>
    );
  }

  const showBulk =
    question.kind === 'choice' &&
    question.multiSelect &&
    question.options.length >= 3 &&
    question.maxSelections === undefined;
  return (
    <div
      {...card.getQuestionProps(key)}
      {...slot(settings, 'question')}
      data-required={question.required ? '' : undefined}
    >
      <div {...slot(settings, 'question-header')}>
        {question.header ? (
          <span {...slot(settings, 'question-chip')}>
            <ModelText text={question.header} settings={settings} messages={messages} />
          </span>
        ) : null}
        {question.required ? <span {...slot(settings, 'required-badge')}>{messages.required}</span> : null}
      </div>
      <TextTag
        {...slot(settings, 'question-text')}
        id={card.ids.questionText(key)}
        ref={textRef as React.Ref<HTMLParagraphElement & HTMLHeadingElement>}
        tabIndex={textRef ? -1 : undefined}
      >
        <ModelText text={question.question} settings={settings} messages={messages} />
      </TextTag>
      {question.description ? (
        <p {...slot(settings, 'question-description')}>
          <ModelText text={question.description} settings={settings} messages={messages} />
        </p>
      ) : null}
      <p {...slot(settings, 'question-hint')} id={card.ids.questionHint(key)}>
        {answer.state === 'skipped' ? messages.questionSkipped : hintFor(question, messages)}
      </p>
      {question.hasPreview ? (
        <div {...slot(settings, 'split-preview')}>
          {options}
          <PreviewPane
            option={previewOption}
            candidates={withPreview}
            settings={settings}
            messages={messages}
            id={`${card.ids.question(key)}-preview`}
          />
        </div>
      ) : (
        <div {...slot(settings, 'question-body')}>{options}</div>
      )}
      <div {...slot(settings, 'question-tools')}>
        {showBulk ? (
          <>
            <button
              type="button"
              {...slot(settings, 'bulk-select')}
              disabled={card.locked}
              onClick={() => card.actions.selectAll(key)}
            >
              {messages.selectAll}
            </button>
            <button
              type="button"
              {...slot(settings, 'bulk-select')}
              disabled={card.locked}
              onClick={() => card.actions.selectNone(key)}
            >
              {messages.selectNone}
            </button>
          </>
        ) : null}
        <button
          type="button"
          {...slot(settings, 'notes-toggle')}
          aria-expanded={notesOpen}
          aria-controls={notesOpen ? card.ids.notes(key) : undefined}
          disabled={card.locked}
          onClick={() => setNotesOpen((open) => !open)}
        >
          {notesOpen ? messages.hideNote : messages.addNote}
        </button>
        <button {...card.getSkipProps(key)} {...slot(settings, 'skip')}>
          {messages.skipQuestion}
        </button>
      </div>
      {notesOpen ? (
        <textarea
          {...card.getNotesProps(key)}
          {...slot(settings, 'notes')}
          aria-label={messages.notesLabel}
          placeholder={messages.notesLabel}
          rows={2}
        />
      ) : null}
    </div>
  );
}
