/**
 * Software catalogue, part B (pure data): HR, legal, marketing, mobile, music,
 * no-code, office, photo, project management, sales, screenwriting, social,
 * software development, teaching, terminal, UI/UX, conferencing, video, writing.
 * See part A for the meaning of `iconSlug`.
 */

import type { SoftwareSeed } from './softwares-data-a';

export const softwareSeedsB = [
  // HR & Hiring
  {
    name: 'Workday',
    iconSlug: null,
    topics: ['Core HCM', 'Business Processes', 'Security Groups', 'Compensation', 'Absence Management', 'Payroll', 'Recruiting', 'Reporting', 'Integrations', 'Workday Studio', 'Configuration'],
    phrases: ['Build a custom report in Workday', 'Configure a business process', 'Set up security groups in Workday', 'Learn Workday HCM for a new role'],
  },
  {
    name: 'BambooHR',
    iconSlug: null,
    topics: ['Employee Records', 'Onboarding', 'Time Off', 'Performance Management', 'Applicant Tracking', 'Reports', 'Payroll', 'Custom Fields', 'E-signatures', 'Integrations'],
    phrases: ['Set up onboarding in BambooHR', 'Configure time off policies', 'Build HR reports in BambooHR', 'Run performance reviews'],
  },
  {
    name: 'Greenhouse',
    iconSlug: 'greenhouse',
    topics: ['Job Posts', 'Hiring Plans', 'Scorecards', 'Interview Kits', 'Structured Hiring', 'Pipeline Stages', 'Offers', 'Reporting', 'Integrations', 'Candidate Experience'],
    phrases: ['Set up structured interviews in Greenhouse', 'Build scorecards for my roles', 'Improve my hiring pipeline reports', 'Customize interview kits'],
  },
  {
    name: 'Gusto',
    iconSlug: 'gusto',
    topics: ['Payroll', 'Contractor Payments', 'Benefits', 'Tax Filings', 'Onboarding', 'Time Tracking', 'PTO Policies', 'Multi-state Payroll', 'Reports', 'Accounting Integrations'],
    phrases: ['Run my first payroll in Gusto', 'Pay contractors with Gusto', 'Set up benefits for my team', 'Fix a payroll tax issue'],
  },
  // Legal & Compliance
  {
    name: 'DocuSign',
    iconSlug: null,
    topics: ['Sending Envelopes', 'Templates', 'Signing Order', 'Fields & Tabs', 'PowerForms', 'Bulk Send', 'Identity Verification', 'Audit Trail', 'CLM', 'API Integration'],
    phrases: ['Create a reusable DocuSign template', 'Set signing order for multiple parties', 'Integrate DocuSign into my app', 'Send contracts in bulk'],
  },
  {
    name: 'Clio',
    iconSlug: null,
    topics: ['Matter Management', 'Time Tracking', 'Billing', 'Trust Accounting', 'Document Management', 'Calendaring', 'Client Intake', 'Client Portal', 'Reports', 'Integrations'],
    phrases: ['Set up Clio for my law firm', 'Track billable hours in Clio', 'Handle trust accounting correctly', 'Automate client intake'],
  },
  {
    name: 'OneTrust',
    iconSlug: null,
    topics: ['Cookie Consent', 'Privacy Impact Assessments', 'Data Mapping', 'Data Subject Requests', 'Vendor Risk Management', 'Policy Management', 'GDPR', 'CCPA', 'Consent Management', 'Reporting'],
    phrases: ['Configure the OneTrust cookie banner', 'Build a data map in OneTrust', 'Automate data subject requests', 'Run a vendor risk assessment'],
  },
  // Marketing & Automation
  {
    name: 'HubSpot',
    iconSlug: 'hubspot',
    topics: ['CRM Setup', 'Contacts & Companies', 'Deals Pipeline', 'Workflows', 'Email Marketing', 'Forms & Landing Pages', 'Lead Scoring', 'Sequences', 'Reports & Dashboards', 'Service Hub', 'Integrations', 'Data Import'],
    phrases: ['Set up HubSpot CRM for my team', 'Build a HubSpot workflow', 'Create a lead scoring model', 'Build a sales dashboard in HubSpot', 'Migrate my data into HubSpot'],
  },
  {
    name: 'Semrush',
    iconSlug: 'semrush',
    topics: ['Keyword Research', 'Site Audit', 'Position Tracking', 'Backlink Analysis', 'Competitor Analysis', 'Keyword Gap', 'On-Page SEO Checker', 'Content Marketing Toolkit', 'Local SEO', 'PPC Research'],
    phrases: ['Do keyword research with Semrush', 'Fix issues from my Semrush site audit', 'Analyze my competitors with Semrush', 'Find backlink opportunities'],
  },
  {
    name: 'Google Ads',
    iconSlug: 'googleads',
    topics: ['Search Campaigns', 'Performance Max', 'Display Campaigns', 'YouTube Ads', 'Keyword Match Types', 'Bidding Strategies', 'Conversion Tracking', 'Ad Extensions (Assets)', 'Quality Score', 'Negative Keywords', 'Audiences', 'Reporting'],
    phrases: ['Lower my Google Ads cost per click', 'Set up conversion tracking', 'Structure my search campaigns', 'Fix a Performance Max campaign', 'Improve my Quality Score'],
  },
  {
    name: 'Meta Ads Manager',
    iconSlug: 'meta',
    topics: ['Campaign Objectives', 'Audiences', 'Lookalike Audiences', 'Meta Pixel', 'Conversions API', 'Ad Creatives', 'Advantage+ Campaigns', 'Retargeting', 'A/B Testing', 'Budget & Bidding', 'Reporting'],
    phrases: ['Fix my Facebook ads performance', 'Set up the Meta Pixel and Conversions API', 'Build a retargeting campaign', 'Scale my Instagram ads'],
  },
  // Mobile & App Development
  {
    name: 'Android Studio',
    iconSlug: 'androidstudio',
    topics: ['Project Setup', 'Gradle', 'Layout Editor', 'Jetpack Compose Preview', 'Emulator', 'Debugger', 'Logcat', 'Profiler', 'Signing & Release', 'Version Control', 'Refactoring'],
    phrases: ['Fix my Android Studio Gradle sync', 'Set up the Android emulator', 'Sign my app for release', 'Profile memory usage in my app'],
  },
  {
    name: 'Xcode',
    iconSlug: 'xcode',
    topics: ['Project Setup', 'SwiftUI Previews', 'Interface Builder', 'Simulator', 'Debugging', 'Instruments', 'Signing & Capabilities', 'Archiving & Distribution', 'TestFlight', 'Swift Packages', 'Unit & UI Tests'],
    phrases: ['Fix code signing errors in Xcode', 'Upload my build to App Store Connect', 'Profile my app with Instruments', 'Fix SwiftUI previews not loading'],
  },
  {
    name: 'Flutter',
    iconSlug: 'flutter',
    topics: ['Dart', 'Widgets', 'Layouts', 'State Management (Provider, Riverpod, Bloc)', 'Navigation', 'Networking', 'Firebase Integration', 'Animations', 'Platform Channels', 'Testing', 'Publishing'],
    phrases: ['Learn Flutter from scratch', 'Choose a Flutter state management approach', 'Fix my Flutter layout overflow', 'Publish my Flutter app'],
  },
  {
    name: 'React Native',
    iconSlug: 'react',
    topics: ['Components', 'Navigation', 'State Management', 'Styling', 'Native Modules', 'Expo', 'Networking', 'Push Notifications', 'Performance', 'Debugging', 'Over-the-air Updates', 'App Store Release'],
    phrases: ['Fix a crash in my React Native app', 'Set up navigation in React Native', 'Use Expo or bare React Native?', 'Improve my app performance', 'Release my app to both stores'],
  },
  // Music Production
  {
    name: 'Ableton Live',
    iconSlug: null,
    topics: ['Session View', 'Arrangement View', 'Warping', 'MIDI Editing', 'Instruments (Wavetable, Operator)', 'Audio Effects', 'Drum Racks', 'Sampling', 'Automation', 'Max for Live', 'Live Performance', 'Mixing'],
    phrases: ['Finish a track in Ableton Live', 'Warp samples correctly', 'Build a drum rack', 'Set up Ableton for live performance', 'Mix my track in Ableton'],
  },
  {
    name: 'FL Studio',
    iconSlug: null,
    topics: ['Channel Rack', 'Piano Roll', 'Playlist', 'Mixer', 'Step Sequencer', 'Sampling', 'Stock Plugins', 'Automation Clips', 'Patterns', 'Recording Vocals', 'Mixing & Mastering', 'Sound Design'],
    phrases: ['Make a beat in FL Studio', 'Use the piano roll like a pro', 'Route the mixer in FL Studio', 'Record vocals in FL Studio', 'Make my 808s hit harder'],
  },
  {
    name: 'Logic Pro',
    iconSlug: null,
    topics: ['Tracks & Regions', 'Smart Tempo', 'Flex Time & Pitch', 'Drummer', 'Software Instruments', 'MIDI Editing', 'Live Loops', 'Mixing', 'Stock Plugins', 'Automation', 'Bouncing', 'Dolby Atmos'],
    phrases: ['Produce a song in Logic Pro', 'Tune vocals with Flex Pitch', 'Mix with Logic stock plugins', 'Set up Dolby Atmos in Logic'],
  },
  {
    name: 'Cubase',
    iconSlug: null,
    topics: ['Project Setup', 'MIDI Editing', 'Audio Recording', 'VariAudio', 'Chord Track', 'Expression Maps', 'MixConsole', 'Automation', 'Score Editor', 'Film Scoring', 'Export & Mixdown'],
    phrases: ['Compose orchestral music in Cubase', 'Set up expression maps', 'Tune vocals with VariAudio', 'Mix my song in Cubase'],
  },
  {
    name: 'GarageBand',
    iconSlug: null,
    topics: ['Recording', 'Software Instruments', 'Drummer', 'Loops', 'Smart Instruments', 'Editing', 'Mixing', 'Podcasting', 'iPhone & iPad Version', 'Exporting'],
    phrases: ['Record my first song in GarageBand', 'Record a podcast in GarageBand', 'Use loops to build a track', 'Move my project to Logic Pro'],
  },
  // No-Code & Automation
  {
    name: 'Zapier',
    iconSlug: 'zapier',
    topics: ['Zaps', 'Triggers & Actions', 'Filters', 'Paths', 'Formatter', 'Webhooks', 'Multi-step Zaps', 'Tables', 'Interfaces', 'AI Actions', 'Error Handling'],
    phrases: ['Automate my workflow with Zapier', 'Fix my broken Zap', 'Connect my form to my CRM', 'Use webhooks in Zapier', 'Cut my Zapier task usage'],
  },
  {
    name: 'Make',
    iconSlug: 'make',
    topics: ['Scenarios', 'Modules', 'Routers', 'Filters', 'Iterators & Aggregators', 'Data Mapping', 'Webhooks', 'HTTP Module', 'Error Handlers', 'Data Stores', 'Scheduling'],
    phrases: ['Build my first Make scenario', 'Use iterators and aggregators', 'Call any API with the HTTP module', 'Migrate from Zapier to Make'],
  },
  {
    name: 'n8n',
    iconSlug: 'n8n',
    topics: ['Workflows', 'Nodes', 'Triggers', 'Expressions', 'Code Node', 'Webhooks', 'Credentials', 'AI Agents', 'Self-hosting', 'Error Workflows', 'Queue Mode'],
    phrases: ['Self-host n8n with Docker', 'Build an AI agent in n8n', 'Write expressions in n8n', 'Automate my business with n8n'],
  },
  {
    name: 'Bubble',
    iconSlug: null,
    topics: ['Design Editor', 'Responsive Engine', 'Workflows', 'Database & Data Types', 'Privacy Rules', 'API Connector', 'Plugins', 'Reusable Elements', 'Backend Workflows', 'Performance', 'Deployment'],
    phrases: ['Build my MVP with Bubble', 'Set up privacy rules in Bubble', 'Connect an API to my Bubble app', 'Make my Bubble app responsive'],
  },
  // Office & Productivity
  {
    name: 'Excel',
    iconSlug: null,
    topics: ['Formulas & Functions', 'XLOOKUP & VLOOKUP', 'Pivot Tables', 'Charts', 'Conditional Formatting', 'Data Validation', 'Power Query', 'Power Pivot', 'Macros & VBA', 'Dynamic Arrays', 'Financial Modeling', 'Dashboards', 'Office Scripts'],
    phrases: ['Fix my Excel formula', 'Build a pivot table', 'Automate a task with VBA', 'Create an Excel dashboard', 'Clean data with Power Query', 'Learn XLOOKUP'],
  },
  {
    name: 'Microsoft Word',
    iconSlug: null,
    topics: ['Styles', 'Headings & Navigation', 'Table of Contents', 'Page Layout', 'Section Breaks', 'Headers & Footers', 'Track Changes', 'References & Citations', 'Mail Merge', 'Templates', 'Accessibility'],
    phrases: ['Format my thesis in Word', 'Create an automatic table of contents', 'Fix page numbering with section breaks', 'Do a mail merge', 'Make a reusable Word template'],
  },
  {
    name: 'PowerPoint',
    iconSlug: null,
    topics: ['Slide Master', 'Layouts', 'Design Principles', 'Animations', 'Transitions', 'Morph', 'Charts & SmartArt', 'Presenter View', 'Templates', 'Video Export', 'Pitch Decks'],
    phrases: ['Make my pitch deck look professional', 'Build a custom template with Slide Master', 'Use Morph transitions', 'Improve my presentation design'],
  },
  {
    name: 'Google Sheets',
    iconSlug: 'googlesheets',
    topics: ['Formulas', 'QUERY Function', 'ARRAYFORMULA', 'Pivot Tables', 'Charts', 'Conditional Formatting', 'Data Validation', 'IMPORTRANGE', 'Apps Script', 'Connected Sheets', 'Sharing & Protection'],
    phrases: ['Write a QUERY formula in Google Sheets', 'Automate my sheet with Apps Script', 'Build a dashboard in Google Sheets', 'Pull data from another sheet'],
  },
  {
    name: 'Google Docs',
    iconSlug: 'googledocs',
    topics: ['Formatting & Styles', 'Templates', 'Suggesting Mode', 'Comments', 'Version History', 'Headings & Outline', 'Tables', 'Add-ons', 'Smart Chips', 'Sharing Permissions'],
    phrases: ['Collaborate on a document in Google Docs', 'Create a template in Google Docs', 'Format a long document', 'Restore an earlier version'],
  },
  {
    name: 'Notion',
    iconSlug: 'notion',
    topics: ['Pages & Blocks', 'Databases', 'Views', 'Relations & Rollups', 'Formulas', 'Templates', 'Automations', 'Team Wikis', 'Project Management', 'Notion AI', 'Integrations & API'],
    phrases: ['Set up Notion for my team', 'Build a project tracker in Notion', 'Use relations and rollups', 'Write Notion formulas', 'Organize my life in Notion'],
  },
  {
    name: 'Airtable',
    iconSlug: 'airtable',
    topics: ['Bases & Tables', 'Field Types', 'Linked Records', 'Views', 'Formulas', 'Automations', 'Interfaces', 'Forms', 'Scripting', 'Sync', 'Integrations'],
    phrases: ['Design my Airtable base', 'Automate tasks in Airtable', 'Build an interface for my team', 'Link records between tables'],
  },
  // Photography & Photo Editing
  {
    name: 'Lightroom',
    iconSlug: null,
    topics: ['Importing & Catalogs', 'Basic Adjustments', 'Tone Curve', 'HSL & Color Mixer', 'Masking', 'Presets', 'Lens Corrections', 'Batch Editing', 'Keywords & Collections', 'Exporting', 'AI Denoise'],
    phrases: ['Edit my photos in Lightroom', 'Create my own presets', 'Organize my Lightroom catalog', 'Use AI masking in Lightroom', 'Batch edit a photoshoot'],
  },
  {
    name: 'Capture One',
    iconSlug: null,
    topics: ['Tethered Shooting', 'Sessions & Catalogs', 'Color Editor', 'Layers & Masks', 'Styles', 'Skin Tone Tool', 'Exporting (Process Recipes)', 'Keystone Correction', 'Culling', 'Workspace Customization'],
    phrases: ['Set up tethered shooting in Capture One', 'Edit skin tones with the Color Editor', 'Switch from Lightroom to Capture One', 'Build export recipes'],
  },
  {
    name: 'GIMP',
    iconSlug: 'gimp',
    topics: ['Layers', 'Selections', 'Masks', 'Color Adjustments', 'Retouching', 'Healing & Clone Tools', 'Filters', 'Text', 'Paths', 'Plugins & Scripts', 'Exporting'],
    phrases: ['Remove a background in GIMP', 'Retouch a photo in GIMP', 'Switch from Photoshop to GIMP', 'Batch process images in GIMP'],
  },
  // Project & Task Management
  {
    name: 'Jira',
    iconSlug: 'jira',
    topics: ['Projects', 'Issue Types', 'Workflows', 'Scrum Boards', 'Kanban Boards', 'Sprints', 'Backlog Management', 'JQL', 'Dashboards', 'Automation', 'Permissions', 'Roadmaps'],
    phrases: ['Set up Jira for my team', 'Write JQL queries', 'Customize my Jira workflow', 'Automate Jira tasks', 'Build a Jira dashboard'],
  },
  {
    name: 'Trello',
    iconSlug: 'trello',
    topics: ['Boards', 'Lists & Cards', 'Labels', 'Checklists', 'Power-Ups', 'Butler Automation', 'Templates', 'Calendar View', 'Timeline View', 'Team Workspaces'],
    phrases: ['Organize my project in Trello', 'Automate Trello with Butler', 'Pick the best Trello Power-Ups', 'Run a content calendar in Trello'],
  },
  {
    name: 'Asana',
    iconSlug: 'asana',
    topics: ['Projects', 'Tasks & Subtasks', 'Sections', 'Timeline', 'Portfolios', 'Goals', 'Rules & Automation', 'Forms', 'Custom Fields', 'Workload', 'Reporting'],
    phrases: ['Set up Asana for my team', 'Automate handoffs with Asana rules', 'Track goals in Asana', 'Manage workload across projects'],
  },
  {
    name: 'Monday.com',
    iconSlug: null,
    topics: ['Boards', 'Columns', 'Groups', 'Automations', 'Integrations', 'Dashboards', 'Views (Gantt, Kanban)', 'Forms', 'Workdocs', 'CRM', 'Permissions'],
    phrases: ['Set up monday.com for my team', 'Build monday.com automations', 'Create a dashboard across boards', 'Use monday.com as a CRM'],
  },
  {
    name: 'ClickUp',
    iconSlug: 'clickup',
    topics: ['Spaces, Folders & Lists', 'Tasks', 'Custom Fields', 'Views', 'Statuses', 'Automations', 'Docs', 'Goals', 'Time Tracking', 'Dashboards', 'Templates'],
    phrases: ['Organize my workspace in ClickUp', 'Set up ClickUp automations', 'Migrate from Asana to ClickUp', 'Track time in ClickUp'],
  },
  // Sales & CRM
  {
    name: 'Salesforce',
    iconSlug: null,
    topics: ['Objects & Fields', 'Page Layouts', 'Flows', 'Validation Rules', 'Reports & Dashboards', 'Profiles & Permission Sets', 'Sales Cloud', 'Service Cloud', 'Apex', 'Lightning Web Components', 'Data Loader', 'Admin Certification'],
    phrases: ['Build a Salesforce Flow', 'Create reports and dashboards', 'Prepare for Salesforce Admin certification', 'Fix a validation rule', 'Import data with Data Loader'],
  },
  {
    name: 'Zoho CRM',
    iconSlug: 'zoho',
    topics: ['Modules & Fields', 'Layouts', 'Blueprints', 'Workflow Rules', 'Deluge Scripting', 'Reports', 'Dashboards', 'Email Integration', 'Zoho One Integration', 'Territories', 'Data Import'],
    phrases: ['Set up Zoho CRM for my sales team', 'Automate with Zoho workflows', 'Write a Deluge function', 'Build a sales process with Blueprints'],
  },
  {
    name: 'Pipedrive',
    iconSlug: null,
    topics: ['Pipelines', 'Deals', 'Activities', 'Contacts & Organizations', 'Automations', 'Email Sync', 'Insights & Reports', 'Custom Fields', 'Lead Inbox', 'Integrations'],
    phrases: ['Set up my sales pipeline in Pipedrive', 'Automate follow-ups in Pipedrive', 'Build sales reports', 'Import my contacts into Pipedrive'],
  },
  {
    name: 'Zendesk',
    iconSlug: 'zendesk',
    topics: ['Tickets', 'Views', 'Triggers', 'Automations', 'Macros', 'SLAs', 'Help Center', 'Messaging', 'Explore Reports', 'Agent Workspace', 'Integrations'],
    phrases: ['Set up Zendesk for my support team', 'Write Zendesk triggers and macros', 'Build a help center', 'Configure SLAs'],
  },
  // Screenwriting & Authoring
  {
    name: 'Final Draft',
    iconSlug: null,
    topics: ['Screenplay Formatting', 'Elements & Shortcuts', 'Beat Board', 'Structure Points', 'Index Cards', 'Revisions & Colored Pages', 'Collaboration', 'Production Reports', 'Templates (TV, Stage)', 'PDF Export'],
    phrases: ['Format my screenplay in Final Draft', 'Outline with the Beat Board', 'Manage revision pages', 'Write a TV pilot in Final Draft'],
  },
  {
    name: 'Scrivener',
    iconSlug: null,
    topics: ['Binder', 'Corkboard', 'Outliner', 'Compile', 'Document Templates', 'Research Folder', 'Snapshots', 'Writing Targets', 'Metadata & Labels', 'Scrivenings Mode', 'Export to ebook'],
    phrases: ['Organize my novel in Scrivener', 'Compile my manuscript for publishing', 'Set writing targets', 'Export an ebook from Scrivener'],
  },
  {
    name: 'Celtx',
    iconSlug: null,
    topics: ['Script Writing', 'Formatting', 'Storyboarding', 'Breakdowns', 'Scheduling', 'Shot Lists', 'Budgeting', 'Collaboration', 'Index Cards', 'Export'],
    phrases: ['Write my script in Celtx', 'Create a shot list and breakdown', 'Plan a shoot schedule in Celtx', 'Storyboard my short film'],
  },
  {
    name: 'Articulate Storyline',
    iconSlug: null,
    topics: ['Slides & Scenes', 'Triggers', 'Variables', 'States', 'Layers', 'Quizzing', 'Interactions', 'Player Customization', 'SCORM Publishing', 'Accessibility', 'Rise 360'],
    phrases: ['Build an interactive e-learning course', 'Use triggers and variables in Storyline', 'Publish SCORM for my LMS', 'Make my course accessible'],
  },
  // Social Media & Scheduling
  {
    name: 'Hootsuite',
    iconSlug: 'hootsuite',
    topics: ['Scheduling', 'Content Calendar', 'Bulk Composer', 'Streams', 'Social Listening', 'Analytics', 'Inbox', 'Approvals', 'Team Management', 'Best Time to Post'],
    phrases: ['Schedule a month of posts in Hootsuite', 'Set up social listening', 'Build a social media report', 'Manage approvals for my team'],
  },
  {
    name: 'Buffer',
    iconSlug: 'buffer',
    topics: ['Scheduling', 'Queue', 'Content Calendar', 'Ideas', 'Analytics', 'Engagement', 'Start Page', 'AI Assistant', 'Team Collaboration', 'Channel Setup'],
    phrases: ['Plan my content calendar in Buffer', 'Schedule posts across platforms', 'Understand my Buffer analytics', 'Repurpose one post for every channel'],
  },
  {
    name: 'Later',
    iconSlug: null,
    topics: ['Visual Planner', 'Instagram Scheduling', 'TikTok Scheduling', 'Link in Bio', 'Hashtag Suggestions', 'Best Time to Post', 'Analytics', 'Media Library', 'Captions', 'Influencer Management'],
    phrases: ['Plan my Instagram grid with Later', 'Schedule Reels and TikToks', 'Set up Link in Bio', 'Find the best time to post'],
  },
  {
    name: 'Sprout Social',
    iconSlug: null,
    topics: ['Publishing', 'Smart Inbox', 'Social Listening', 'Reports', 'Approvals', 'Campaigns', 'Employee Advocacy', 'Tagging', 'Competitor Analysis', 'Customer Care'],
    phrases: ['Set up Sprout Social for my agency', 'Build reports in Sprout Social', 'Use social listening to find trends', 'Organize my Smart Inbox'],
  },
  // Software Development & IDEs
  {
    name: 'VS Code',
    iconSlug: null,
    topics: ['Extensions', 'Settings & Profiles', 'Keyboard Shortcuts', 'Debugging', 'Integrated Terminal', 'Git Integration', 'Remote Development', 'Dev Containers', 'Snippets', 'Tasks', 'Copilot', 'Multi-cursor Editing'],
    phrases: ['Set up VS Code for web development', 'Debug my code in VS Code', 'Develop inside a container with VS Code', 'Pick the best VS Code extensions', 'Fix my VS Code Python interpreter'],
  },
  {
    name: 'IntelliJ IDEA',
    iconSlug: 'intellijidea',
    topics: ['Project Setup', 'Maven & Gradle', 'Refactoring', 'Debugging', 'Code Inspections', 'Live Templates', 'Spring Support', 'Database Tools', 'Version Control', 'Run Configurations', 'Plugins', 'Shortcuts'],
    phrases: ['Set up a Spring Boot project in IntelliJ', 'Fix Gradle import errors', 'Debug my Java app in IntelliJ', 'Learn IntelliJ shortcuts'],
  },
  {
    name: 'Cursor',
    iconSlug: 'cursor',
    topics: ['AI Chat', 'Agent Mode', 'Tab Completion', 'Inline Edit', 'Codebase Indexing', 'Rules', 'Model Selection', 'MCP Servers', 'Context Management', 'VS Code Migration'],
    phrases: ['Use Cursor agent mode effectively', 'Write Cursor rules for my project', 'Switch from VS Code to Cursor', 'Get better code from Cursor'],
  },
  {
    name: 'Git',
    iconSlug: 'git',
    topics: ['Commits', 'Branching', 'Merging', 'Rebasing', 'Resolving Conflicts', 'Stash', 'Reset & Revert', 'Cherry-pick', 'Remotes', 'Tags', 'Bisect', 'Git Hooks', 'Workflows'],
    phrases: ['Fix my merge conflict', 'Undo my last commit', 'Rebase my branch cleanly', 'Recover lost work in Git', 'Learn Git from scratch'],
  },
  {
    name: 'GitHub',
    iconSlug: 'github',
    topics: ['Repositories', 'Pull Requests', 'Code Review', 'Issues', 'Projects', 'Branch Protection', 'GitHub Actions', 'GitHub Pages', 'Codespaces', 'Copilot', 'Security Alerts', 'Releases'],
    phrases: ['Set up branch protection rules', 'Host my site on GitHub Pages', 'Review pull requests effectively', 'Contribute to open source', 'Organize work with GitHub Projects'],
  },
  {
    name: 'Postman',
    iconSlug: 'postman',
    topics: ['Requests', 'Collections', 'Environments & Variables', 'Authorization', 'Pre-request Scripts', 'Tests', 'Collection Runner', 'Mock Servers', 'Monitors', 'API Documentation', 'Newman CLI'],
    phrases: ['Test my API with Postman', 'Set up OAuth 2.0 in Postman', 'Write Postman tests', 'Run collections in CI with Newman'],
  },
  {
    name: 'React',
    iconSlug: 'react',
    topics: ['Components', 'JSX', 'Props & State', 'Hooks', 'useEffect', 'Context', 'State Management', 'Forms', 'Routing', 'Data Fetching', 'Performance & Memoization', 'Testing', 'Server Components'],
    phrases: ['Fix my React state bug', 'Stop my useEffect infinite loop', 'Choose a state management library', 'Speed up my slow React app', 'Learn React hooks'],
  },
  {
    name: 'Node.js',
    iconSlug: 'nodedotjs',
    topics: ['Modules (ESM & CommonJS)', 'npm', 'Express & Fastify', 'Async & Promises', 'Event Loop', 'Streams', 'File System', 'REST APIs', 'Authentication', 'Error Handling', 'Debugging', 'Performance'],
    phrases: ['Fix my Node.js server crash', 'Build a REST API with Node.js', 'Understand the event loop', 'Debug a memory leak in Node', 'Handle async errors properly'],
  },
  {
    name: 'Next.js',
    iconSlug: 'nextdotjs',
    topics: ['App Router', 'Pages Router', 'Server Components', 'Server Actions', 'Routing & Layouts', 'Data Fetching & Caching', 'API Routes', 'Middleware', 'Image Optimization', 'Authentication', 'Deployment', 'SEO & Metadata'],
    phrases: ['Fix a hydration error in Next.js', 'Migrate to the App Router', 'Understand Next.js caching', 'Add authentication to Next.js', 'Deploy my Next.js app'],
  },
  {
    name: 'Django',
    iconSlug: 'django',
    topics: ['Models & ORM', 'Migrations', 'Views', 'URL Routing', 'Templates', 'Forms', 'Admin', 'Authentication', 'Django REST Framework', 'Testing', 'Deployment', 'Celery'],
    phrases: ['Build an API with Django REST Framework', 'Fix a Django migration error', 'Deploy my Django app', 'Customize the Django admin'],
  },
  {
    name: 'Python',
    iconSlug: 'python',
    topics: ['Syntax Basics', 'Data Structures', 'Functions', 'Object-Oriented Programming', 'Modules & Packages', 'Virtual Environments', 'File Handling', 'Error Handling', 'Async', 'Type Hints', 'Testing', 'Automation Scripts'],
    phrases: ['Learn Python from scratch', 'Fix my Python error', 'Automate a task with Python', 'Set up a virtual environment', 'Understand Python classes'],
  },
  // Teaching & Course Platforms
  {
    name: 'Moodle',
    iconSlug: 'moodle',
    topics: ['Course Setup', 'Activities & Resources', 'Quizzes', 'Gradebook', 'Enrolment Methods', 'Roles & Permissions', 'Plugins', 'Themes', 'Completion Tracking', 'Reports', 'Site Administration'],
    phrases: ['Set up my course in Moodle', 'Create quizzes in Moodle', 'Configure the Moodle gradebook', 'Install Moodle plugins'],
  },
  {
    name: 'Teachable',
    iconSlug: null,
    topics: ['Course Builder', 'Lectures & Sections', 'Pricing Plans', 'Coupons', 'Sales Pages', 'Quizzes', 'Certificates', 'Drip Content', 'Affiliates', 'Student Management'],
    phrases: ['Launch my online course on Teachable', 'Set up pricing and coupons', 'Build a sales page that converts', 'Drip my course content'],
  },
  {
    name: 'Kajabi',
    iconSlug: null,
    topics: ['Products', 'Courses', 'Coaching', 'Communities', 'Website Builder', 'Pipelines (Funnels)', 'Email Campaigns', 'Offers & Checkout', 'Memberships', 'Analytics'],
    phrases: ['Set up my Kajabi website', 'Build a sales funnel in Kajabi', 'Launch a membership', 'Migrate my course to Kajabi'],
  },
  {
    name: 'Google Classroom',
    iconSlug: 'googleclassroom',
    topics: ['Classes', 'Assignments', 'Quizzes with Google Forms', 'Grading', 'Rubrics', 'Stream & Announcements', 'Topics', 'Guardian Summaries', 'Google Meet Integration', 'Originality Reports'],
    phrases: ['Set up Google Classroom for my class', 'Create quiz assignments', 'Use rubrics for grading', 'Organize my classwork by topic'],
  },
  // Terminal & Shell Tools
  {
    name: 'Bash',
    iconSlug: 'gnubash',
    topics: ['Shell Basics', 'File Navigation', 'Pipes & Redirection', 'Variables', 'Loops & Conditionals', 'Functions', 'Scripting', 'grep, sed & awk', 'Permissions', 'Cron Jobs', 'Process Management', 'Aliases & Dotfiles'],
    phrases: ['Write a Bash script to automate a task', 'Learn the Linux command line', 'Use grep, sed and awk', 'Schedule a cron job', 'Debug my shell script'],
  },
  {
    name: 'PowerShell',
    iconSlug: null,
    topics: ['Cmdlets', 'Pipeline & Objects', 'Scripting', 'Modules', 'Remoting', 'Active Directory', 'Error Handling', 'Execution Policy', 'Scheduled Tasks', 'Azure & Microsoft 365 Automation'],
    phrases: ['Automate Windows admin tasks with PowerShell', 'Manage Active Directory users', 'Fix my PowerShell script', 'Automate Microsoft 365 with PowerShell'],
  },
  {
    name: 'tmux',
    iconSlug: 'tmux',
    topics: ['Sessions', 'Windows', 'Panes', 'Key Bindings', 'Copy Mode', 'Configuration (.tmux.conf)', 'Plugins (TPM)', 'Session Persistence', 'Status Bar', 'Remote Workflows'],
    phrases: ['Set up tmux for my workflow', 'Customize my tmux config', 'Keep sessions alive over SSH', 'Learn tmux shortcuts'],
  },
  {
    name: 'Vim',
    iconSlug: 'vim',
    topics: ['Modes', 'Motions', 'Text Objects', 'Registers', 'Macros', 'Search & Replace', 'Buffers & Windows', 'vimrc Configuration', 'Plugins', 'Neovim', 'LSP Setup'],
    phrases: ['Learn Vim without getting stuck', 'Configure Neovim as an IDE', 'Record and use Vim macros', 'Set up LSP in Neovim'],
  },
  // UI/UX & Prototyping
  {
    name: 'Figma',
    iconSlug: 'figma',
    topics: ['Frames & Layout Grids', 'Auto Layout', 'Components & Variants', 'Variables & Modes', 'Design Systems', 'Prototyping', 'Smart Animate', 'Dev Mode', 'Plugins', 'FigJam', 'Collaboration', 'Responsive Design'],
    phrases: ['Build a design system in Figma', 'Master Auto Layout', 'Create a clickable prototype', 'Use variables for light and dark mode', 'Hand off designs with Dev Mode'],
  },
  {
    name: 'Sketch',
    iconSlug: 'sketch',
    topics: ['Artboards', 'Symbols', 'Shared Libraries', 'Smart Layout', 'Text & Layer Styles', 'Prototyping', 'Plugins', 'Exporting Assets', 'Collaboration', 'Developer Handoff'],
    phrases: ['Build a symbol library in Sketch', 'Migrate from Sketch to Figma', 'Set up Smart Layout', 'Export assets for developers'],
  },
  {
    name: 'Adobe XD',
    iconSlug: null,
    topics: ['Artboards', 'Repeat Grid', 'Components & States', 'Prototyping', 'Auto-Animate', 'Design Specs', 'Plugins', 'Coediting', 'Asset Export', 'Migrating to Figma'],
    phrases: ['Prototype an app in Adobe XD', 'Use Repeat Grid', 'Migrate my XD files to Figma', 'Share design specs with developers'],
  },
  {
    name: 'Framer',
    iconSlug: 'framer',
    topics: ['Site Design', 'Stacks & Layout', 'Breakpoints', 'Components', 'Interactions & Effects', 'CMS', 'Code Components', 'SEO Settings', 'Localization', 'Publishing & Domains'],
    phrases: ['Build my landing page in Framer', 'Add scroll animations in Framer', 'Set up Framer CMS', 'Import my Figma design into Framer'],
  },
  {
    name: 'ProtoPie',
    iconSlug: null,
    topics: ['Triggers', 'Responses', 'Variables', 'Conditions', 'Formulas', 'Components', 'Device Sensors', 'Figma Import', 'Multi-device Prototypes', 'User Testing'],
    phrases: ['Build a realistic prototype in ProtoPie', 'Import my Figma design into ProtoPie', 'Use variables and conditions', 'Prototype sensor interactions'],
  },
  // Video Conferencing & Collaboration
  {
    name: 'Zoom',
    iconSlug: 'zoom',
    topics: ['Meetings', 'Webinars', 'Breakout Rooms', 'Screen Sharing', 'Recording', 'Audio & Video Settings', 'Virtual Backgrounds', 'Security Settings', 'Zoom Rooms', 'Integrations', 'Transcripts'],
    phrases: ['Host a professional Zoom webinar', 'Fix my Zoom audio echo', 'Run breakout rooms smoothly', 'Look and sound better on Zoom'],
  },
  {
    name: 'Microsoft Teams',
    iconSlug: null,
    topics: ['Teams & Channels', 'Chat', 'Meetings', 'Webinars & Town Halls', 'File Sharing', 'Apps & Tabs', 'Power Automate', 'Policies & Admin', 'Guest Access', 'Recording & Transcripts'],
    phrases: ['Set up Teams for my organization', 'Organize teams and channels', 'Automate Teams with Power Automate', 'Run a town hall in Teams'],
  },
  {
    name: 'Google Meet',
    iconSlug: 'googlemeet',
    topics: ['Scheduling Meetings', 'Screen Sharing', 'Recording', 'Breakout Rooms', 'Polls & Q&A', 'Live Captions', 'Background Effects', 'Calendar Integration', 'Livestreaming', 'Admin Settings'],
    phrases: ['Record a Google Meet call', 'Use breakout rooms in Google Meet', 'Fix my camera or microphone in Meet', 'Run a webinar on Google Meet'],
  },
  {
    name: 'Slack',
    iconSlug: null,
    topics: ['Channels', 'Threads', 'Huddles', 'Workflow Builder', 'Apps & Integrations', 'Slack Connect', 'Notifications', 'Search', 'Canvases', 'Bots & API', 'Admin & Permissions'],
    phrases: ['Organize my Slack workspace', 'Build a Slack workflow', 'Create a Slack bot', 'Reduce Slack notification overload'],
  },
  {
    name: 'Loom',
    iconSlug: 'loom',
    topics: ['Screen Recording', 'Camera Bubble', 'Editing & Trimming', 'Transcripts & Captions', 'AI Summaries', 'Call-to-Action Buttons', 'Sharing & Privacy', 'Workspaces & Folders', 'Engagement Insights', 'Integrations'],
    phrases: ['Record clear Loom walkthroughs', 'Edit my Loom video', 'Use Loom for async team updates', 'Share Loom videos securely'],
  },
  // Video Editing
  {
    name: 'Premiere Pro',
    iconSlug: null,
    topics: ['Timeline Editing', 'Cuts & Trimming', 'Transitions', 'Audio Editing', 'Essential Sound', 'Color Correction (Lumetri)', 'Captions', 'Titles & Graphics', 'Multicam', 'Proxies', 'Export Settings', 'Dynamic Link'],
    phrases: ['Edit my YouTube video in Premiere Pro', 'Fix lagging playback with proxies', 'Color correct with Lumetri', 'Best export settings for YouTube', 'Add auto captions in Premiere'],
  },
  {
    name: 'DaVinci Resolve',
    iconSlug: 'davinciresolve',
    topics: ['Cut Page', 'Edit Page', 'Color Page', 'Nodes', 'LUTs', 'Fusion VFX', 'Fairlight Audio', 'Deliver Page', 'Proxy Media', 'Magic Mask', 'Color Management', 'Multicam'],
    phrases: ['Color grade my footage in Resolve', 'Switch from Premiere to DaVinci Resolve', 'Fix choppy playback in Resolve', 'Understand the node editor', 'Export for YouTube from Resolve'],
  },
  {
    name: 'Final Cut Pro',
    iconSlug: null,
    topics: ['Magnetic Timeline', 'Libraries & Events', 'Compound Clips', 'Multicam', 'Color Grading', 'Audio Roles', 'Titles & Generators', 'Effects', 'Proxy Workflow', 'Motion Integration', 'Export & Share'],
    phrases: ['Edit faster in Final Cut Pro', 'Organize my Final Cut library', 'Color grade in Final Cut Pro', 'Export my video from Final Cut'],
  },
  {
    name: 'CapCut',
    iconSlug: null,
    topics: ['Short-form Editing', 'Auto Captions', 'Templates', 'Transitions', 'Effects & Filters', 'Keyframe Animation', 'Speed Ramping', 'Background Removal', 'Text to Speech', 'Export Settings'],
    phrases: ['Edit TikToks and Reels in CapCut', 'Add auto captions in CapCut', 'Do smooth speed ramps', 'Make my short videos more engaging'],
  },
  {
    name: 'Avid Media Composer',
    iconSlug: null,
    topics: ['Bins & Media Management', 'Source/Record Editing', 'Trimming', 'Multicam', 'Audio Mixing', 'Color Correction', 'Effects', 'ScriptSync', 'Shared Projects', 'AAF Export'],
    phrases: ['Learn Avid for a TV job', 'Organize bins in Media Composer', 'Trim efficiently in Avid', 'Export AAF for the sound mix'],
  },
  {
    name: 'iMovie',
    iconSlug: null,
    topics: ['Projects', 'Trimming Clips', 'Transitions', 'Titles', 'Audio & Music', 'Green Screen', 'Picture in Picture', 'Trailers', 'Speed Controls', 'Exporting'],
    phrases: ['Edit my first video in iMovie', 'Add music to my iMovie project', 'Use green screen in iMovie', 'Export in high quality from iMovie'],
  },
  // Writing & Editing
  {
    name: 'Grammarly',
    iconSlug: 'grammarly',
    topics: ['Grammar & Spelling', 'Clarity', 'Tone Detection', 'Style Guides', 'Plagiarism Checker', 'Generative AI', 'Browser Extension', 'Desktop App', 'Goals & Audience', 'Team Settings'],
    phrases: ['Improve my writing with Grammarly', 'Set up a team style guide', 'Make my emails sound more confident', 'Check my paper for plagiarism'],
  },
  {
    name: 'Hemingway Editor',
    iconSlug: null,
    topics: ['Readability Grade', 'Sentence Complexity', 'Adverbs', 'Passive Voice', 'Simpler Alternatives', 'Formatting', 'Publishing', 'AI Suggestions'],
    phrases: ['Make my writing clearer with Hemingway', 'Lower my readability grade', 'Cut passive voice from my article', 'Simplify my long sentences'],
  },
  {
    name: 'ProWritingAid',
    iconSlug: null,
    topics: ['Grammar Check', 'Style Report', 'Overused Words', 'Sentence Length', 'Pacing', 'Dialogue Tags', 'Readability', 'Consistency', 'Manuscript Analysis', 'Integrations'],
    phrases: ['Edit my novel manuscript with ProWritingAid', 'Fix pacing in my story', 'Find overused words', 'Improve dialogue in my fiction'],
  },
  // Not in any category yet (tiles link to '#').
  {
    name: 'Arduino IDE',
    iconSlug: 'arduino',
    topics: ['Sketches', 'Board Setup', 'Libraries', 'Serial Monitor', 'Digital & Analog I/O', 'Sensors', 'Motors & Servos', 'PWM', 'I2C & SPI', 'ESP32 Boards', 'Debugging', 'IoT Projects'],
    phrases: ['Fix my Arduino upload error', 'Read a sensor with Arduino', 'Control a servo motor', 'Build an IoT project with ESP32'],
  },
  {
    name: 'MATLAB',
    iconSlug: null,
    topics: ['Matrices & Arrays', 'Scripts & Functions', 'Plotting', 'Simulink', 'Signal Processing', 'Control Systems', 'Image Processing', 'Optimization', 'Statistics', 'App Designer', 'Toolboxes'],
    phrases: ['Fix my MATLAB code', 'Model a system in Simulink', 'Plot my data in MATLAB', 'Process signals in MATLAB', 'Vectorize my MATLAB loops'],
  },
] as const satisfies readonly SoftwareSeed[];
