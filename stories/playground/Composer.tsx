/** The chat's message box. Decorative here: the scripted agents never read it. */
export function Composer() {
  return (
    <div className="pg-composer">
      <textarea aria-label="Message" placeholder="Message…" />
      <button type="button">Send</button>
    </div>
  );
}
