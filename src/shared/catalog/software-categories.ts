import { softwareByName, type Software, type SoftwareName } from './softwares';
import { safeDecode, toSlug } from './slugify';

/** A software domain (the /categories/software/{domain} pages). */
export interface SoftwareCategory {
  name: string;
  slug: string;
  softwares: readonly string[];
}

interface SoftwareCategorySeed {
  readonly name: string;
  readonly softwares: readonly SoftwareName[];
}

/**
 * Categories in display order. A tool may sit in several categories; its primary
 * category is the first one in this order that lists it, so secondary listings
 * are only ever placed in categories that come after the primary one.
 * 'Arduino IDE' and 'MATLAB' are deliberately in no category (their tiles link to '#').
 */
const softwareCategorySeeds = [
  { name: '3D & CAD Design', softwares: ['Blender', 'Autodesk Maya', 'Cinema 4D', 'ZBrush', 'AutoCAD', 'SolidWorks', 'Fusion 360', 'SketchUp', 'Revit'] },
  { name: 'AI & Machine Learning', softwares: ['ChatGPT', 'Claude', 'Midjourney', 'TensorFlow', 'PyTorch', 'Hugging Face', 'scikit-learn'] },
  { name: 'AR/VR Development', softwares: ['Lens Studio', 'Vuforia Engine', 'ARKit', 'ARCore'] },
  { name: 'Audio Production', softwares: ['Audacity', 'Adobe Audition', 'Pro Tools', 'iZotope RX'] },
  { name: 'Cloud & DevOps', softwares: ['Docker', 'Kubernetes', 'AWS', 'Google Cloud', 'Microsoft Azure', 'Terraform', 'Jenkins', 'GitHub Actions'] },
  { name: 'Cybersecurity', softwares: ['Wireshark', 'Burp Suite', 'Nmap', 'Kali Linux'] },
  { name: 'Data & Analytics', softwares: ['Tableau', 'Power BI', 'Google Analytics', 'Jupyter Notebook', 'Looker Studio', 'Pandas'] },
  { name: 'Database Tools', softwares: ['PostgreSQL', 'MySQL', 'MongoDB', 'Firebase', 'Supabase'] },
  { name: 'Design Tools', softwares: ['Canva', 'Procreate', 'CorelDRAW'] },
  { name: 'Ecommerce & CMS', softwares: ['WordPress', 'Shopify', 'WooCommerce', 'Wix', 'Webflow'] },
  { name: 'Email Marketing', softwares: ['Mailchimp', 'Klaviyo', 'Brevo', 'ActiveCampaign'] },
  { name: 'Finance & Accounting', softwares: ['QuickBooks', 'Xero', 'TallyPrime', 'Stripe'] },
  { name: 'Game Development', softwares: ['Unity', 'Unreal Engine', 'Godot', 'Roblox Studio', 'Blender', 'Autodesk Maya'] },
  { name: 'Graphic & Motion Design', softwares: ['Photoshop', 'Illustrator', 'InDesign', 'After Effects', 'Inkscape', 'Canva', 'Procreate', 'Cinema 4D'] },
  { name: 'HR & Hiring', softwares: ['Workday', 'BambooHR', 'Greenhouse', 'Gusto'] },
  { name: 'Legal & Compliance', softwares: ['DocuSign', 'Clio', 'OneTrust'] },
  { name: 'Marketing & Automation', softwares: ['HubSpot', 'Semrush', 'Google Ads', 'Meta Ads Manager', 'Mailchimp', 'Google Analytics'] },
  { name: 'Mobile & App Development', softwares: ['Android Studio', 'Xcode', 'Flutter', 'React Native', 'Firebase', 'Unity'] },
  { name: 'Music Production', softwares: ['Ableton Live', 'FL Studio', 'Logic Pro', 'Cubase', 'GarageBand', 'Pro Tools'] },
  { name: 'No-Code & Automation', softwares: ['Zapier', 'Make', 'n8n', 'Bubble', 'Webflow'] },
  { name: 'Office & Productivity', softwares: ['Excel', 'Microsoft Word', 'PowerPoint', 'Google Sheets', 'Google Docs', 'Notion', 'Airtable'] },
  { name: 'Photography & Photo Editing', softwares: ['Lightroom', 'Capture One', 'GIMP', 'Photoshop'] },
  { name: 'Project & Task Management', softwares: ['Jira', 'Trello', 'Asana', 'Monday.com', 'ClickUp', 'Notion', 'Airtable'] },
  { name: 'Sales & CRM', softwares: ['Salesforce', 'Zoho CRM', 'Pipedrive', 'Zendesk', 'HubSpot'] },
  { name: 'Screenwriting & Authoring', softwares: ['Final Draft', 'Scrivener', 'Celtx', 'Articulate Storyline'] },
  { name: 'Social Media & Scheduling', softwares: ['Hootsuite', 'Buffer', 'Later', 'Sprout Social', 'Meta Ads Manager', 'Canva'] },
  { name: 'Software Development & IDEs', softwares: ['VS Code', 'IntelliJ IDEA', 'Cursor', 'Git', 'GitHub', 'Postman', 'React', 'Node.js', 'Next.js', 'Django', 'Python', 'Docker', 'Jira', 'Xcode', 'Claude'] },
  { name: 'Teaching & Course Platforms', softwares: ['Moodle', 'Teachable', 'Kajabi', 'Google Classroom', 'Articulate Storyline'] },
  { name: 'Terminal & Shell Tools', softwares: ['Bash', 'PowerShell', 'tmux', 'Vim', 'Git', 'Kali Linux', 'Nmap'] },
  { name: 'UI/UX & Prototyping', softwares: ['Figma', 'Sketch', 'Adobe XD', 'Framer', 'ProtoPie', 'Webflow'] },
  { name: 'Video Conferencing & Collaboration', softwares: ['Zoom', 'Microsoft Teams', 'Google Meet', 'Slack', 'Loom'] },
  { name: 'Video Editing', softwares: ['Premiere Pro', 'DaVinci Resolve', 'Final Cut Pro', 'CapCut', 'Avid Media Composer', 'iMovie', 'After Effects', 'Loom'] },
  { name: 'Writing & Editing', softwares: ['Grammarly', 'Hemingway Editor', 'ProWritingAid', 'ChatGPT', 'Claude', 'Google Docs', 'Microsoft Word', 'Scrivener', 'Final Draft', 'Notion'] },
] as const satisfies readonly SoftwareCategorySeed[];

export type SoftwareCategoryName = (typeof softwareCategorySeeds)[number]['name'];

export const softwareCategories: readonly SoftwareCategory[] = softwareCategorySeeds.map(
  (seed): SoftwareCategory => ({ name: seed.name, slug: toSlug(seed.name), softwares: seed.softwares }),
);

const primaryBySoftware = new Map<string, SoftwareCategory>();
for (const category of softwareCategories) {
  for (const software of category.softwares) {
    if (!primaryBySoftware.has(software)) primaryBySoftware.set(software, category);
  }
}
const bySlug = new Map<string, SoftwareCategory>(softwareCategories.map((c) => [c.slug, c]));
const byName = new Map<string, SoftwareCategory>(softwareCategories.map((c) => [c.name, c]));

/** Primary (first) category of a software; undefined for the few uncategorised tools. */
export function categoryOfSoftware(name: string): SoftwareCategory | undefined {
  return primaryBySoftware.get(name);
}

/** Every category listing the software, primary first. */
export function categoriesOfSoftware(name: string): SoftwareCategory[] {
  return softwareCategories.filter((c) => c.softwares.includes(name));
}

/** Lookup by URL slug; also accepts a URL-encoded category name. */
export function softwareCategoryBySlug(slug: string): SoftwareCategory | undefined {
  return bySlug.get(slug) ?? bySlug.get(toSlug(safeDecode(slug)));
}

export function softwareCategoryByName(name: string): SoftwareCategory | undefined {
  return byName.get(name);
}

/** The tools of a category, in the category's order; empty for an unknown slug. */
export function softwaresInCategory(slug: string): Software[] {
  const category = softwareCategoryBySlug(slug);
  if (!category) return [];
  const result: Software[] = [];
  for (const name of category.softwares) {
    const software = softwareByName(name);
    if (software) result.push(software);
  }
  return result;
}

/**
 * Link of a software tile: /categories/software/{category}/{software} with its
 * primary category, or '#' when the software has no category (spec, home strip).
 */
export function softwareHref(name: string): string {
  const category = categoryOfSoftware(name);
  const software = softwareByName(name);
  if (!category || !software) return '#';
  return `/categories/software/${encodeURIComponent(category.slug)}/${encodeURIComponent(software.slug)}`;
}
