/** The footer: the copyright line with the current year. */
export function Footer() {
  return <footer className="shell-footer">© {new Date().getFullYear()} Qurious. All rights reserved.</footer>;
}
