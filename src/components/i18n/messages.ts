/**
 * Every string the components show. Templates use `{name}` placeholders. Override any of
 * them with the `messages` prop or the provider; add a locale by passing a full catalogue.
 */
export interface Messages {
  /** BCP 47 language tag of this catalogue, set as `lang` on the card. */
  readonly lang: string;
  readonly cardTitleOne: string;
  readonly cardTitleMany: string;
  readonly receiving: string;
  readonly selectOne: string;
  readonly selectAny: string;
  readonly selectRange: string;
  readonly typeAnswer: string;
  readonly required: string;
  readonly recommended: string;
  readonly otherLabel: string;
  readonly otherPlaceholder: string;
  readonly customInputLabel: string;
  readonly secretHidden: string;
  readonly selectAll: string;
  readonly selectNone: string;
  readonly addNote: string;
  readonly hideNote: string;
  readonly notesLabel: string;
  readonly skipQuestion: string;
  readonly questionSkipped: string;
  readonly submit: string;
  readonly skipAll: string;
  readonly skipAllHint: string;
  readonly decline: string;
  readonly declineHint: string;
  readonly cancel: string;
  readonly cancelHint: string;
  readonly submitNeedsAnswer: string;
  readonly submitNeedsRequired: string;
  readonly previewOf: string;
  readonly previewAsText: string;
  readonly previewTruncated: string;
  readonly expandPreview: string;
  readonly collapsePreview: string;
  readonly invisibleCharacter: string;
  readonly invisibleCharacters: string;
  readonly omittedCombiningMarks: string;
  readonly omittedInvisible: string;
  readonly agentSuggestion: string;
  readonly warningTitle: string;
  readonly warningBody: string;
  readonly errorTitle: string;
  readonly errorBody: string;
  readonly stepsLabel: string;
  readonly stepOf: string;
  readonly next: string;
  readonly back: string;
  readonly review: string;
  readonly reviewTitle: string;
  readonly reviewUnanswered: string;
  readonly reviewAllAnswered: string;
  readonly goToQuestion: string;
  readonly summaryAnswered: string;
  readonly summaryPartial: string;
  readonly summaryNoneAnswered: string;
  readonly summaryDeclined: string;
  readonly summaryCancelled: string;
  readonly summaryPending: string;
  readonly summaryUnknown: string;
  readonly reasonSkipped: string;
  readonly reasonAutoResolved: string;
  readonly reasonRepliedInChat: string;
  readonly reasonDismissed: string;
  readonly reasonNotesOnly: string;
  readonly reasonDeclined: string;
  readonly reasonCancelled: string;
  readonly reasonNoAnswer: string;
  readonly reasonPending: string;
  readonly chipOther: string;
  readonly chipNotRecommended: string;
  readonly notesHeading: string;
  readonly chosenPreview: string;
  readonly freeFormReply: string;
  readonly autoResolvedAfter: string;
  readonly statusSent: string;
  readonly statusSkippedAll: string;
  readonly statusDeclined: string;
  readonly statusCancelled: string;
  readonly askedBy: string;
  readonly autoResolvesAt: string;
  readonly autoResolvesIn: string;
  readonly autoResolutionPaused: string;
  readonly autoResolutionDue: string;
  readonly autoAnnounceScheduled: string;
  readonly autoAnnounceMinute: string;
  readonly autoAnnounceSeconds: string;
  readonly pause: string;
  readonly resume: string;
  readonly policy: string;
  readonly amend: string;
  readonly amendCancel: string;
  readonly amendTitle: string;
  readonly statusAmended: string;
  readonly answeredElsewhere: string;
  readonly compare: string;
  readonly compareWith: string;
  readonly stopComparing: string;
  readonly dockTitleOne: string;
  readonly dockTitleMany: string;
  readonly dockCollapse: string;
  readonly dockExpand: string;
  readonly summaryUnavailable: string;
  readonly reasonUnavailable: string;
  /** Heading of a call that something other than the user stopped (a hook, a crash). */
  readonly summaryError: string;
  /** A heading with the runtime's reason: `{outcome}` and `{reason}`. */
  readonly summaryWithReason: string;
  readonly reasonError: string;
  readonly reasonAutoResolvedPolicy: string;
  readonly linkOpens: string;
  readonly linkInsecure: string;
  readonly linkOpen: string;
  readonly linkOpened: string;
  readonly sending: string;
  readonly sendFailed: string;
  readonly sendFailedNoHandler: string;
  readonly draftKept: string;
  readonly errorNoInput: string;
  readonly errorRecordWithoutQuestions: string;
  readonly reviewSkipped: string;
  readonly reviewNotAnswered: string;
  /** Joins multi-select answers in the summary. */
  readonly listSeparator: string;
}

export const en: Messages = {
  lang: 'en',
  cardTitleOne: 'The agent has a question',
  cardTitleMany: 'The agent has {count} questions',
  receiving: 'Receiving the question…',
  selectOne: 'Select one',
  selectAny: 'Select all that apply',
  selectRange: 'Select {min} to {max}',
  typeAnswer: 'Type your answer',
  required: 'Required',
  recommended: 'Recommended',
  otherLabel: 'Other',
  otherPlaceholder: 'Type your own answer',
  customInputLabel: 'Your own answer',
  secretHidden: 'hidden',
  selectAll: 'Select all',
  selectNone: 'Select none',
  addNote: 'Add a note',
  hideNote: 'Hide note',
  notesLabel: 'Note for the agent',
  skipQuestion: 'Skip this question',
  questionSkipped: 'Skipped — the agent decides',
  submit: 'Submit',
  skipAll: 'Skip all',
  skipAllHint: 'Continue without answering; the agent decides.',
  decline: 'Decline',
  declineHint: 'Refuse to answer; the agent is told you declined.',
  cancel: 'Dismiss',
  cancelHint: 'Close without deciding.',
  submitNeedsAnswer: 'Answer or skip a question to submit.',
  submitNeedsRequired: 'Answer the required questions first.',
  previewOf: 'Preview: {label}',
  previewAsText: 'Shown as text: the preview is not a valid HTML fragment.',
  previewTruncated: 'Preview truncated: it is too large or too deeply nested to show in full.',
  expandPreview: 'Expand preview',
  collapsePreview: 'Collapse preview',
  invisibleCharacter: 'invisible character {code} {name}',
  invisibleCharacters: '{count} invisible characters {code} {name}',
  omittedCombiningMarks: '{count} stacked combining marks left out',
  omittedInvisible: '{count} more invisible characters left out',
  agentSuggestion: 'The agent suggests',
  warningTitle: 'Shown as well as possible',
  warningBody:
    'This question does not fully follow the tool contract; parts may differ from what the agent intended.',
  errorTitle: 'This question cannot be shown',
  errorBody: 'The agent sent something the kit cannot display. You can decline, and the agent will be told.',
  stepsLabel: 'Questions',
  stepOf: 'Question {current} of {total}',
  next: 'Next',
  back: 'Back',
  review: 'Review',
  reviewTitle: 'Review your answers',
  reviewUnanswered: 'Some questions are not answered yet; they will be sent as skipped.',
  reviewAllAnswered: 'Every question is answered or skipped.',
  goToQuestion: 'Go to question {number}',
  summaryAnswered: 'Answered',
  summaryPartial: 'Partly answered',
  summaryNoneAnswered: 'Continued without answers',
  summaryDeclined: 'Declined',
  summaryCancelled: 'Dismissed',
  summaryPending: 'Waiting for an answer',
  summaryUnknown: 'No answer recorded',
  reasonSkipped: 'Skipped',
  reasonAutoResolved: 'Not answered — continued automatically',
  reasonRepliedInChat: 'Not answered — replied in the chat instead',
  reasonDismissed: 'Not answered — dismissed',
  reasonNotesOnly: 'No option chosen',
  reasonDeclined: 'Declined',
  reasonCancelled: 'Dismissed without an answer',
  reasonNoAnswer: 'No answer recorded',
  reasonPending: 'Not answered yet',
  chipOther: 'Own answer',
  chipNotRecommended: 'Not the recommended option',
  notesHeading: 'Note',
  chosenPreview: 'Chosen preview',
  freeFormReply: 'Replied instead of choosing',
  autoResolvedAfter: 'Continued automatically after {seconds} s without a response',
  statusSent: 'Answers sent.',
  statusSkippedAll: 'Continued without answers.',
  statusDeclined: 'You declined to answer.',
  statusCancelled: 'Dismissed without an answer.',
  askedBy: 'Asked by',
  autoResolvesAt: 'Continues automatically at {time} unless you answer',
  autoResolvesIn: '{remaining} left',
  autoResolutionPaused: 'Automatic continuation paused with {remaining} left',
  autoResolutionDue: 'Continuing automatically…',
  autoAnnounceScheduled: 'This question continues automatically at {time} unless you answer.',
  autoAnnounceMinute: 'About a minute left before it continues automatically.',
  autoAnnounceSeconds: '{seconds} seconds left before it continues automatically.',
  pause: 'Pause',
  resume: 'Resume',
  policy: 'Policy: {policy}',
  amend: 'Change answers',
  amendCancel: 'Keep answers',
  amendTitle: 'Change your answers',
  statusAmended: 'Your changes were sent.',
  answeredElsewhere: 'Answered on another device',
  compare: 'Compare',
  compareWith: 'Compare with',
  stopComparing: 'Stop comparing',
  dockTitleOne: 'A question is waiting',
  dockTitleMany: '{count} questions are waiting',
  dockCollapse: 'Collapse',
  dockExpand: 'Show',
  summaryUnavailable: 'Could not be asked',
  reasonUnavailable: 'Not asked — the question was never shown',
  summaryError: 'The question could not be shown',
  summaryWithReason: '{outcome}: {reason}',
  reasonError: 'Not answered — the call stopped with an error',
  reasonAutoResolvedPolicy: 'Not answered — continued automatically ({policy})',
  linkOpens: 'Opens {host} in a new tab.',
  linkInsecure: 'This link is not a secure https link, so it cannot be opened from here.',
  linkOpen: 'Open link',
  linkOpened: 'Link opened.',
  sending: 'Sending…',
  sendFailed: 'Not sent: {reason}.',
  sendFailedNoHandler: 'Not sent: this card is not connected to the agent.',
  draftKept: 'Your answers are kept; try again.',
  errorNoInput: 'The app showed this card without a question to display.',
  errorRecordWithoutQuestions: 'The stored call has no questions to show.',
  reviewSkipped: 'Skipped',
  reviewNotAnswered: 'Not answered — sent as skipped',
  listSeparator: ', ',
};

export const zh: Messages = {
  lang: 'zh-CN',
  cardTitleOne: '智能体有一个问题',
  cardTitleMany: '智能体有 {count} 个问题',
  receiving: '正在接收问题…',
  selectOne: '单选',
  selectAny: '可多选',
  selectRange: '选择 {min} 到 {max} 项',
  typeAnswer: '请输入回答',
  required: '必答',
  recommended: '推荐',
  otherLabel: '其他',
  otherPlaceholder: '填写你自己的回答',
  customInputLabel: '自定义回答',
  secretHidden: '已隐藏',
  selectAll: '全选',
  selectNone: '全不选',
  addNote: '添加备注',
  hideNote: '收起备注',
  notesLabel: '给智能体的备注',
  skipQuestion: '跳过此题',
  questionSkipped: '已跳过，由智能体决定',
  submit: '提交',
  skipAll: '全部跳过',
  skipAllHint: '不作答继续，由智能体自行决定。',
  decline: '拒绝',
  declineHint: '拒绝回答，智能体会知道你拒绝了。',
  cancel: '关闭',
  cancelHint: '不作决定，直接关闭。',
  submitNeedsAnswer: '请至少回答或跳过一题后再提交。',
  submitNeedsRequired: '请先回答必答题。',
  previewOf: '预览：{label}',
  previewAsText: '以纯文本显示：预览不是有效的 HTML 片段。',
  previewTruncated: '预览已截断：内容过大或嵌套过深，无法完整显示。',
  expandPreview: '展开预览',
  collapsePreview: '收起预览',
  invisibleCharacter: '不可见字符 {code} {name}',
  invisibleCharacters: '{count} 个不可见字符 {code} {name}',
  omittedCombiningMarks: '省略了 {count} 个叠加的组合符号',
  omittedInvisible: '另有 {count} 个不可见字符已省略',
  agentSuggestion: '智能体建议',
  warningTitle: '已尽量显示',
  warningBody: '此问题不完全符合工具约定，部分内容可能与智能体的本意不同。',
  errorTitle: '无法显示此问题',
  errorBody: '智能体发送的内容无法显示。你可以拒绝，智能体会收到通知。',
  stepsLabel: '问题',
  stepOf: '第 {current} 题，共 {total} 题',
  next: '下一题',
  back: '上一题',
  review: '检查',
  reviewTitle: '检查你的回答',
  reviewUnanswered: '有问题尚未回答，将作为跳过发送。',
  reviewAllAnswered: '所有问题都已回答或跳过。',
  goToQuestion: '转到第 {number} 题',
  summaryAnswered: '已回答',
  summaryPartial: '部分回答',
  summaryNoneAnswered: '未作答，已继续',
  summaryDeclined: '已拒绝',
  summaryCancelled: '已关闭',
  summaryPending: '等待回答',
  summaryUnknown: '没有记录到回答',
  reasonSkipped: '已跳过',
  reasonAutoResolved: '未回答，已自动继续',
  reasonRepliedInChat: '未回答，改为在对话中回复',
  reasonDismissed: '未回答，已关闭',
  reasonNotesOnly: '未选择选项',
  reasonDeclined: '已拒绝',
  reasonCancelled: '未回答，已关闭',
  reasonNoAnswer: '未提供回答',
  reasonPending: '尚未回答',
  chipOther: '自定义回答',
  chipNotRecommended: '未选推荐项',
  notesHeading: '备注',
  chosenPreview: '所选预览',
  freeFormReply: '未选择，直接回复',
  autoResolvedAfter: '{seconds} 秒无响应后已自动继续',
  statusSent: '回答已发送。',
  statusSkippedAll: '未作答，已继续。',
  statusDeclined: '你已拒绝回答。',
  statusCancelled: '已关闭，未回答。',
  askedBy: '提问方',
  autoResolvesAt: '若不回答，将于 {time} 自动继续',
  autoResolvesIn: '剩余 {remaining}',
  autoResolutionPaused: '自动继续已暂停，剩余 {remaining}',
  autoResolutionDue: '正在自动继续…',
  autoAnnounceScheduled: '若不回答，此问题将于 {time} 自动继续。',
  autoAnnounceMinute: '约一分钟后将自动继续。',
  autoAnnounceSeconds: '{seconds} 秒后将自动继续。',
  pause: '暂停',
  resume: '继续计时',
  policy: '策略：{policy}',
  amend: '修改回答',
  amendCancel: '保留原回答',
  amendTitle: '修改你的回答',
  statusAmended: '修改已发送。',
  answeredElsewhere: '已在其他设备上回答',
  compare: '对比',
  compareWith: '对比选项',
  stopComparing: '停止对比',
  dockTitleOne: '有一个问题待回答',
  dockTitleMany: '有 {count} 个问题待回答',
  dockCollapse: '收起',
  dockExpand: '展开',
  summaryUnavailable: '无法提问',
  reasonUnavailable: '未提问：问题从未显示',
  summaryError: '无法显示此问题',
  summaryWithReason: '{outcome}：{reason}',
  reasonError: '未回答：调用因错误而中止',
  reasonAutoResolvedPolicy: '未回答，已按“{policy}”自动继续',
  linkOpens: '将在新标签页中打开 {host}。',
  linkInsecure: '此链接不是安全的 https 链接，无法从这里打开。',
  linkOpen: '打开链接',
  linkOpened: '链接已打开。',
  sending: '正在发送…',
  sendFailed: '未发送：{reason}。',
  sendFailedNoHandler: '未发送：此卡片未连接到智能体。',
  draftKept: '你的回答已保留，请重试。',
  errorNoInput: '应用显示了此卡片，但没有提供要显示的问题。',
  errorRecordWithoutQuestions: '保存的调用中没有可显示的问题。',
  reviewSkipped: '已跳过',
  reviewNotAnswered: '未回答，将作为跳过发送',
  listSeparator: '，',
};

export const catalogues: Readonly<Record<string, Messages>> = { en, zh };

/** The catalogue for a locale (`zh`, `zh-CN`, `zh-Hans` → Chinese; anything else → English). */
export function messagesFor(locale: string | undefined, overrides?: Partial<Messages>): Messages {
  const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  const base = catalogues[language] ?? en;
  return overrides ? { ...base, ...overrides } : base;
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
