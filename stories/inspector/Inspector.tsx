import { useId, useMemo, useState } from 'react';
import {
  createDisplayPayload,
  formatModelContent,
  normalizeQuestions,
  readAnswers,
  toPlainText,
} from '../../src/core/index.js';
import type { AnswerReading, AskUserRecord, NormalizedInput } from '../../src/core/index.js';
import { AskUserQuestion } from '../../src/index.js';
import { RUNTIME_READERS, type RuntimeReader } from './runtime-readers';
import './inspector.css';

const RECORD_FIELDS = ['input', 'output', 'display', 'raw', 'state'];

interface Analysis {
  readonly parseNote: string;
  readonly isRecord: boolean;
  /** The record the reading came from (after a runtime reader, when one was chosen). */
  readonly record: AskUserRecord;
  readonly normalized: NormalizedInput;
  readonly reading: AnswerReading;
  readonly modelText: string;
  readonly displayPayload: unknown;
  readonly plainText: string;
}

function parse(text: string): { value: unknown; note: string } {
  try {
    return { value: JSON.parse(text) as unknown, note: 'valid JSON' };
  } catch {
    // normalizeQuestions reads partial JSON itself, as it arrives from a streaming model.
    return { value: text, note: 'not complete JSON: read as streaming argument text' };
  }
}

function analyse(text: string, reader: RuntimeReader | undefined): Analysis {
  const parsed = reader ? { value: text, note: `read by ${reader.label}` } : parse(text);
  const { note } = parsed;
  const fromRuntime = reader ? reader.read(text) : undefined;
  const value = fromRuntime ?? parsed.value;
  const isRecord =
    fromRuntime !== undefined ||
    (typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).some((key) => RECORD_FIELDS.includes(key)) &&
      !('questions' in value));
  const record = (isRecord ? value : { input: value }) as AskUserRecord;
  const input = (record as { input?: unknown }).input;
  const normalized = normalizeQuestions(input);
  const reading = readAnswers(record, { normalized });
  const answers: Record<string, string> = {};
  const annotations: Record<string, { notes?: string; preview?: string }> = {};
  for (const question of reading.questions) {
    if (question.state === 'answered' && question.text !== undefined)
      answers[question.question] = question.text;
    if (question.notes !== undefined) annotations[question.question] = { notes: question.notes };
  }
  return {
    parseNote: reader && !fromRuntime ? `${note}: no call found` : note,
    isRecord,
    record,
    normalized,
    reading,
    modelText:
      reading.source === 'none'
        ? '(no answers recorded: nothing to tell the model yet)'
        : formatModelContent(input, answers, annotations),
    displayPayload: reading.source === 'none' ? undefined : createDisplayPayload({ questions: [], answers }),
    plainText: toPlainText(input),
  };
}

function Json({ value }: { value: unknown }) {
  return (
    <pre className="inspector-code">{value === undefined ? 'undefined' : JSON.stringify(value, null, 2)}</pre>
  );
}

/** A preset a runtime reader turns into a record first (a transcript, a session file). */
export interface RuntimePreset {
  readonly readAs: string;
  readonly text: string;
}

function isRuntimePreset(value: unknown): value is RuntimePreset {
  return typeof value === 'object' && value !== null && 'readAs' in value && 'text' in value;
}

export interface InspectorProps {
  /** Presets offered in the picker: name → tool input, stored record, or `RuntimePreset`. */
  readonly presets: Record<string, unknown>;
  /** The preset shown first. */
  readonly initialPreset?: string;
}

/**
 * Paste any tool input or stored record (any runtime's shape) and see what the kit's core
 * makes of it: the normalised questions and warnings, the carrier the answers came from,
 * each question's state, the model-visible text, the display payload and the plain-text
 * rendering. For debugging transcripts.
 */
export function Inspector({ presets, initialPreset }: InspectorProps) {
  const names = Object.keys(presets);
  const first = initialPreset ?? names[0] ?? '';
  const toText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  const textOf = (value: unknown) => (isRuntimePreset(value) ? value.text : toText(value));
  const readerOf = (value: unknown) => (isRuntimePreset(value) ? value.readAs : '');
  const [preset, setPreset] = useState(first);
  const [text, setText] = useState(() => textOf(presets[first]));
  const [readAs, setReadAs] = useState(() => readerOf(presets[first]));
  const reader = RUNTIME_READERS.find((candidate) => candidate.id === readAs);
  const analysis = useMemo(() => analyse(text, reader), [text, reader]);
  const id = useId();
  const { normalized, reading } = analysis;

  return (
    <main className="inspector">
      <h1>Inspector</h1>
      <p className="inspector-lede">
        Paste a tool input or a stored tool-call record{' '}
        <code>{'{ input, output, display, raw, state }'}</code> from any runtime. Nothing leaves this page.
      </p>
      <div className="inspector-grid">
        <section aria-labelledby={`${id}-source`}>
          <h2 id={`${id}-source`}>Source</h2>
          <label htmlFor={`${id}-preset`}>Example</label>
          <select
            id={`${id}-preset`}
            value={preset}
            onChange={(event) => {
              setPreset(event.target.value);
              setText(textOf(presets[event.target.value]));
              setReadAs(readerOf(presets[event.target.value]));
            }}
          >
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-read-as`}>Read as</label>
          <select id={`${id}-read-as`} value={readAs} onChange={(event) => setReadAs(event.target.value)}>
            <option value="">Tool input or kit record</option>
            {RUNTIME_READERS.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-text`}>Tool input or record (JSON)</label>
          <textarea
            id={`${id}-text`}
            className="inspector-text"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="inspector-note" data-testid="parse-note">
            {analysis.parseNote}; read as {analysis.isRecord ? 'a stored record' : 'a tool input'}.
          </p>
        </section>

        <section aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`}>What the kit reads</h2>
          <dl className="inspector-facts">
            <dt>Input shape</dt>
            <dd data-testid="shape">{normalized.shape}</dd>
            <dt>Complete</dt>
            <dd data-testid="complete">{normalized.complete ? 'yes' : 'no (streaming or missing parts)'}</dd>
            <dt>Answer carrier</dt>
            <dd data-testid="source">{reading.source}</dd>
            <dt>Outcome</dt>
            <dd data-testid="outcome">{reading.outcome}</dd>
            {reading.reason ? (
              <>
                <dt>Reason (the runtime's words)</dt>
                <dd data-testid="reason">{reading.reason}</dd>
              </>
            ) : null}
            {normalized.title ? (
              <>
                <dt>Title</dt>
                <dd>{normalized.title}</dd>
              </>
            ) : null}
            {reading.response ? (
              <>
                <dt>Free-form reply</dt>
                <dd>{reading.response}</dd>
              </>
            ) : null}
            {reading.autoResolvedAfterMs !== undefined ? (
              <>
                <dt>Auto-resolved after</dt>
                <dd>{Math.round(reading.autoResolvedAfterMs / 1000)} s</dd>
              </>
            ) : null}
          </dl>

          <h3>Questions ({normalized.questions.length})</h3>
          <table className="inspector-table">
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Question</th>
                <th scope="col">Kind</th>
                <th scope="col">Options</th>
                <th scope="col">State</th>
                <th scope="col">Answer</th>
              </tr>
            </thead>
            <tbody>
              {normalized.questions.map((question, index) => {
                const read = reading.questions.find((item) => item.key === question.key);
                return (
                  <tr key={question.key} data-testid={`question-${index}`}>
                    <td>
                      <code>{question.key}</code>
                    </td>
                    <td>{question.question || <em>(not arrived yet)</em>}</td>
                    <td>
                      {question.kind}
                      {question.multiSelect ? ', multi' : ''}
                      {question.allowCustom ? ', free text' : ''}
                    </td>
                    <td>
                      {question.options
                        .map((option) => option.displayLabel + (option.recommended ? ' ★' : ''))
                        .join(' · ') || '—'}
                      {question.customLabel ? ` (stripped "${question.customLabel}")` : ''}
                    </td>
                    <td>
                      {read?.state ?? 'no-answer'}
                      {read?.reason ? ` (${read.reason})` : ''}
                      {read && read.resolution !== read.state ? ` → ${read.resolution}` : ''}
                    </td>
                    <td>
                      {read?.selected.length ? <span>{read.selected.join(' + ')}</span> : null}
                      {read?.custom !== undefined ? <span> free text: “{read.custom}”</span> : null}
                      {read?.notes ? <span> — notes: {read.notes}</span> : null}
                      {read?.state === 'answered' && !read.selected.length && read.custom === undefined
                        ? read.text
                        : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>

          <h3>Warnings ({normalized.warnings.length})</h3>
          {normalized.warnings.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul className="inspector-warnings" data-testid="warnings">
              {normalized.warnings.map((warning, index) => (
                <li key={index}>
                  <code>{warning.code}</code> at <code>{warning.path}</code>: {warning.message}
                </li>
              ))}
            </ul>
          )}

          <h3>How the card shows it</h3>
          <div data-testid="card">
            {/* Read-only: the Inspector shows a call, it answers nothing. */}
            <AskUserQuestion record={analysis.record} headingLevel={4} disabled />
          </div>

          <h3>Model-visible text</h3>
          <pre className="inspector-code" data-testid="model-text">
            {analysis.modelText}
          </pre>
          <h3>Display payload</h3>
          <Json value={analysis.displayPayload} />
          <h3>Plain-text channel</h3>
          <pre className="inspector-code">{analysis.plainText || '(no questions)'}</pre>
        </section>
      </div>
    </main>
  );
}
