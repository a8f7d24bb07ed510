/** isExpert as the spec derives it: the expert profile has a non-blank userName. */
export function isExpertUser(user: { expertProfile?: { userName?: string } | null } | null | undefined): boolean {
  return typeof user?.expertProfile?.userName === 'string' && user.expertProfile.userName.trim() !== '';
}

/** The effective username: the expert userName, else username, else the email's part before '@'. */
export function effectiveUsername(user: { expertProfile?: { userName?: string } | null; username?: string; email?: string }): string {
  const expert = user.expertProfile?.userName?.trim();
  if (expert) return expert;
  if (user.username?.trim()) return user.username.trim();
  return (user.email ?? '').split('@')[0] ?? '';
}

