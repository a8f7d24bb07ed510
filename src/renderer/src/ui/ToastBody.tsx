/** A toast with a bold title and a line of text. */
export function ToastBody({ title, text }: { title: string; text: string }) {
  return (
    <div className="toast-body">
      <strong className="toast-title">{title}</strong>
      <span className="toast-text">{text}</span>
    </div>
  );
}
