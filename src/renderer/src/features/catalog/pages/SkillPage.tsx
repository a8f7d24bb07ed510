import { Page } from '../../../ui/Page';

export default function SkillPage() {
  return <Page title="Skill" />;
}
