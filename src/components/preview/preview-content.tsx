'use client';
import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
import { revealInvisibleCharacters } from '../../core/text/reveal-invisible.js';
import { renderSegments } from '../text/model-text.js';
import { validatePreview } from '../../rules/preview.js';
import { type KitSettings, type MarkdownRenderer } from '../settings.js';
import { slot } from '../slots.js';
import type { Messages } from '../i18n/messages.js';
import { sanitizeBoundedPreview } from './sanitize.js';

interface HtmlPreviewProps {
  readonly html: string;
  readonly settings: KitSettings;
  readonly messages: Messages;
}

/**
 * An HTML preview, sanitised in the browser and inserted as a fragment. The server and the
 * first client render produce the same empty element (the pane reserves the size), so
 * hydration matches; sanitising runs on every mount, so a stored raw preview benefits from
 * a fixed sanitiser.
 */
function HtmlPreview({ html, settings, messages }: HtmlPreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [truncated, setTruncated] = useState(false);
  const allowRemoteImages = settings.allowRemoteImages === true;
  useEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return undefined;
    let current = true;
    setState('loading');
    sanitizeBoundedPreview(html, { view, allowRemoteImages }).then(
      (result) => {
        if (!current) return;
        element.replaceChildren(result.fragment);
        setTruncated(result.truncated);
        setState('ready');
      },
      () => {
        if (!current) return;
        element.replaceChildren();
        setState('error');
      },
    );
    return () => {
      current = false;
    };
  }, [html, allowRemoteImages]);
  return (
    <>
      <div ref={ref} {...slot(settings, 'preview-content')} data-kind="html" data-state={state} />
      {truncated ? (
        <p {...slot(settings, 'preview-note')} data-kind="truncated" role="note">
          {messages.previewTruncated}
        </p>
      ) : null}
    </>
  );
}

interface TextPreviewProps {
  readonly text: string;
  readonly settings: KitSettings;
  readonly messages: Messages;
  readonly contractError?: string | undefined;
}

/** Calls the host's renderer during render, so a throw lands in the boundary around it. */
function HostMarkdown({ render, text }: { render: MarkdownRenderer; text: string }) {
  return <>{render(text)}</>;
}

interface MarkdownBoundaryProps {
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * A host renderer that throws is the host's bug: that preview falls back to the literal text
 * box, the error is reported, and the card stays answerable.
 */
class MarkdownBoundary extends Component<MarkdownBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('ask-user-kit: renderMarkdown threw; the preview is shown as text instead.', error);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Text literally (entities stay as typed), with invisible characters shown as marks. */
function TextPreview({ text, settings, messages, contractError }: TextPreviewProps) {
  if (settings.renderMarkdown && !contractError) {
    return (
      <MarkdownBoundary fallback={<LiteralText text={text} settings={settings} messages={messages} />}>
        <div {...slot(settings, 'preview-content')} data-kind="markdown">
          <HostMarkdown render={settings.renderMarkdown} text={text} />
        </div>
      </MarkdownBoundary>
    );
  }
  return <LiteralText text={text} settings={settings} messages={messages} contractError={contractError} />;
}

function LiteralText({ text, settings, messages, contractError }: TextPreviewProps) {
  return (
    <pre
      {...slot(settings, 'preview-content')}
      data-kind="text"
      data-contract-error={contractError ? '' : undefined}
    >
      {renderSegments(revealInvisibleCharacters(text), settings, messages)}
    </pre>
  );
}

/** Props of `<PreviewContent>`: one preview and how to show it. */
export interface PreviewContentProps {
  readonly preview: string;
  readonly settings: KitSettings;
  readonly messages: Messages;
}

/**
 * Renders one preview: an HTML fragment through the sanitiser, anything else — and HTML that
 * breaks the contract (fail closed) — as text.
 */
export function PreviewContent({ preview, settings, messages }: PreviewContentProps) {
  const verdict = validatePreview(preview);
  if (verdict.kind === 'html') return <HtmlPreview html={preview} settings={settings} messages={messages} />;
  const contractError = 'error' in verdict ? verdict.error : undefined;
  return (
    <TextPreview
      text={preview}
      settings={settings}
      messages={messages}
      {...(contractError ? { contractError } : {})}
    />
  );
}
PreviewContent.displayName = 'PreviewContent';
