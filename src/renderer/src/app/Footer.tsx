import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;
const thisYear = () => new Date().getFullYear();
/** The build's pre-rendered frame has no year (it may be served in another): it comes with hydration. */
const noYear = () => null;

/** The footer: the copyright line with the current year. */
export function Footer() {
  const year = useSyncExternalStore(noChange, thisYear, noYear);
  return <footer className="shell-footer">© {year === null ? '' : `${year} `}Qurious. All rights reserved.</footer>;
}
