// The words of the host-mistake messages: only `tellDeveloper` reads them, behind a test a
// production bundle folds to a constant, so they are dropped there.

/** Each message, from the details its caller knows. @internal */
export const DEVELOPER_MESSAGES = {
  unconnected: () =>
    'ask-user-kit: a pending <AskUserQuestion> has no onSubmit, so answers would reach nobody. ' +
    'Pass onSubmit (and onDecline / onCancel), or render a finished call with `record`.',
  'no-input': () =>
    "ask-user-kit: <AskUserQuestion> shows an error card because it was given neither `input` (a tool call's arguments) nor `record` (a stored call).",
  'record-without-questions': () =>
    "ask-user-kit: <AskUserQuestion> shows an error card because its `record` holds no questions: pass the call's input as `record.input` (or the runtime output that echoes them).",
  'missing-catalogue': (locale: string, language: string) =>
    `ask-user-kit: locale="${locale}" has no catalogue here, so the card speaks English. ` +
    (language === 'zh'
      ? "Import it and pass it as messages: import { zh } from 'ask-user-kit/locales/zh'; <AskUserKitProvider messages={zh}>."
      : 'Pass a full catalogue for it as messages (its `lang` names the language), on the card or on <AskUserKitProvider>.'),
  'breaks-contract': (problems: string) =>
    `ask-user-kit: the question input breaks the tool contract; the card shows it leniently. ${problems}`,
  'switched-control': (name: string, from: string, to: string) =>
    `${name} switched from ${from} to ${to}. Decide once whether you pass it.`,
} satisfies Record<string, (...details: string[]) => string>;
