/** A whole number of credits, labelled: the request's budget ends and a custom offer's price. */
export function CreditsField({ label, value, onChange, min }: { label: string; value: string; onChange: (value: string) => void; min: number }) {
  return (
    <label>
      {label}
      <input type="number" min={min} step={1} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
