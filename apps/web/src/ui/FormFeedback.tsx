/** The form's overall outcome: the spec's success or failure text, announced to screen readers. */
export function FormFeedback({ status }: { status: { ok: boolean; text: string } | null }) {
  if (!status) return <div role="status" aria-live="polite" />;
  return (
    <div
      role={status.ok ? 'status' : 'alert'}
      className={`rounded-md px-4 py-3 text-sm font-medium ${status.ok ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200' : 'bg-rose-50 text-rose-900 ring-1 ring-rose-200'}`}
    >
      {status.text}
    </div>
  );
}
