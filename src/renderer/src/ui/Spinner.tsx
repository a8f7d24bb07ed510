import { LoaderCircle } from 'lucide-react';
import './Spinner.css';

/** A small turning circle for buttons and sections that wait; hidden from screen readers. */
export function Spinner({ size = 18 }: { size?: number }) {
  return <LoaderCircle className="spinner" size={size} aria-hidden="true" />;
}
