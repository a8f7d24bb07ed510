/** Professions of the expert wizard (55), each with exactly 20 specialities (pure data). */

export interface Profession {
  name: string;
  specialities: readonly string[];
}

const professionSeeds = [
  {
    name: 'Software Engineer',
    specialities: ['Full-Stack Development', 'Back-End Systems', 'Front-End Engineering', 'Distributed Systems', 'Microservices', 'API Design', 'System Design', 'Embedded Software', 'Desktop Applications', 'Performance Optimization', 'Code Review', 'Legacy Modernization', 'Open Source', 'Compilers', 'Concurrency', 'Software Architecture', 'Test-Driven Development', 'Technical Interviews', 'Developer Tooling', 'Security Engineering'],
  },
  {
    name: 'Web Developer',
    specialities: ['HTML & CSS', 'JavaScript', 'TypeScript', 'React', 'Vue', 'Angular', 'Next.js', 'Node.js', 'PHP', 'WordPress', 'Shopify', 'Webflow', 'Responsive Design', 'Web Accessibility', 'Web Performance', 'Progressive Web Apps', 'REST APIs', 'GraphQL', 'Landing Pages', 'Website Maintenance'],
  },
  {
    name: 'Mobile App Developer',
    specialities: ['iOS (Swift)', 'SwiftUI', 'Android (Kotlin)', 'Jetpack Compose', 'React Native', 'Flutter', 'Expo', 'Ionic', 'Mobile UI', 'Push Notifications', 'In-App Purchases', 'Offline Sync', 'Mobile Security', 'App Store Optimization', 'App Publishing', 'Wearables', 'Mobile Games', 'Mobile Testing', 'App Performance', 'Firebase Integration'],
  },
  {
    name: 'Data Scientist',
    specialities: ['Statistical Modeling', 'Machine Learning', 'Predictive Analytics', 'A/B Testing', 'Experiment Design', 'Causal Inference', 'Time Series Forecasting', 'Natural Language Processing', 'Recommendation Systems', 'Customer Segmentation', 'Churn Prediction', 'Python for Data Science', 'R Programming', 'Feature Engineering', 'Data Storytelling', 'Bayesian Statistics', 'Fraud Detection', 'Pricing Analytics', 'Marketing Mix Modeling', 'Deep Learning'],
  },
  {
    name: 'Data Analyst',
    specialities: ['SQL', 'Excel', 'Power BI', 'Tableau', 'Looker Studio', 'Google Analytics', 'Dashboard Design', 'KPI Reporting', 'Data Cleaning', 'Product Analytics', 'Marketing Analytics', 'Sales Analytics', 'Financial Analytics', 'HR Analytics', 'Supply Chain Analytics', 'Survey Analysis', 'Python for Analysis', 'Cohort Analysis', 'Data Visualization', 'Business Intelligence'],
  },
  {
    name: 'Machine Learning Engineer',
    specialities: ['Model Deployment', 'MLOps', 'LLM Applications', 'Retrieval-Augmented Generation', 'Fine-tuning', 'Computer Vision', 'Speech Recognition', 'Natural Language Processing', 'Reinforcement Learning', 'Recommender Systems', 'Feature Stores', 'Model Monitoring', 'Edge AI', 'Model Optimization', 'PyTorch', 'TensorFlow', 'Vector Search', 'AI Agents', 'Data Pipelines', 'GPU Infrastructure'],
  },
  {
    name: 'DevOps Engineer',
    specialities: ['CI/CD', 'Docker', 'Kubernetes', 'Terraform', 'Ansible', 'GitHub Actions', 'GitLab CI', 'Jenkins', 'Monitoring', 'Logging', 'Site Reliability Engineering', 'Incident Management', 'Linux Administration', 'Networking', 'Helm', 'GitOps', 'Service Mesh', 'Release Engineering', 'DevSecOps', 'Cost Optimization'],
  },
  {
    name: 'Cloud Architect',
    specialities: ['AWS', 'Microsoft Azure', 'Google Cloud', 'Multi-cloud Strategy', 'Cloud Migration', 'Serverless Architecture', 'Cloud Networking', 'Identity & Access Management', 'Cloud Security', 'Disaster Recovery', 'High Availability', 'FinOps', 'Data Platforms', 'Hybrid Cloud', 'Containers', 'Landing Zones', 'Well-Architected Reviews', 'Compliance in the Cloud', 'Edge Computing', 'Cloud Certifications'],
  },
  {
    name: 'Cybersecurity Analyst',
    specialities: ['Penetration Testing', 'Vulnerability Management', 'Network Security', 'Application Security', 'Cloud Security', 'Incident Response', 'Digital Forensics', 'Threat Intelligence', 'SOC Operations', 'SIEM', 'Malware Analysis', 'Identity Security', 'Security Awareness Training', 'Risk Assessment', 'Compliance Audits', 'Red Teaming', 'Bug Bounty', 'Endpoint Security', 'Zero Trust', 'Security Architecture'],
  },
  {
    name: 'Database Administrator',
    specialities: ['PostgreSQL', 'MySQL', 'Microsoft SQL Server', 'Oracle Database', 'MongoDB', 'Redis', 'Cassandra', 'Database Design', 'Query Tuning', 'Indexing Strategy', 'Backup & Recovery', 'High Availability', 'Replication', 'Database Migration', 'Data Warehousing', 'Snowflake', 'BigQuery', 'Database Security', 'Capacity Planning', 'Cloud Databases'],
  },
  {
    name: 'QA Engineer',
    specialities: ['Manual Testing', 'Test Automation', 'Selenium', 'Cypress', 'Playwright', 'Appium', 'API Testing', 'Performance Testing', 'Load Testing', 'Security Testing', 'Mobile Testing', 'Accessibility Testing', 'Test Strategy', 'Test Case Design', 'Regression Testing', 'BDD', 'CI Test Integration', 'Exploratory Testing', 'Game Testing', 'Usability Testing'],
  },
  {
    name: 'Game Developer',
    specialities: ['Unity', 'Unreal Engine', 'Godot', 'Gameplay Programming', 'Game Design', 'Level Design', 'Multiplayer Networking', 'Game AI', 'Physics Programming', 'Graphics Programming', 'Shaders', 'Mobile Games', 'Console Development', 'VR Games', 'Game Monetization', 'Roblox Development', 'Procedural Generation', 'Tools Programming', 'Game Optimization', 'Indie Game Publishing'],
  },
  {
    name: 'Blockchain Developer',
    specialities: ['Solidity', 'Smart Contracts', 'Ethereum', 'Solana', 'Rust for Blockchain', 'DeFi Protocols', 'NFTs', 'Token Design', 'Smart Contract Auditing', 'Layer 2 Scaling', 'dApp Front-Ends', 'Wallet Integration', 'Hardhat', 'Foundry', 'Cross-chain Bridges', 'DAO Tooling', 'Zero-Knowledge Proofs', 'Oracles', 'Hyperledger', 'Web3 Security'],
  },
  {
    name: 'UI/UX Designer',
    specialities: ['User Research', 'Usability Testing', 'Wireframing', 'Prototyping', 'Interaction Design', 'Visual Design', 'Design Systems', 'Mobile App Design', 'Web App Design', 'SaaS Dashboards', 'Information Architecture', 'UX Writing', 'Accessibility Design', 'Figma', 'Product Design', 'Design Thinking Workshops', 'Journey Mapping', 'Conversion-focused Design', 'Motion Design for UI', 'UX Audits'],
  },
  {
    name: 'Graphic Designer',
    specialities: ['Logo Design', 'Brand Identity', 'Packaging Design', 'Print Design', 'Editorial Design', 'Poster Design', 'Social Media Graphics', 'Advertising Design', 'Infographics', 'Typography', 'Presentation Design', 'Book Covers', 'Merchandise Design', 'Signage', 'Photoshop', 'Illustrator', 'InDesign', 'Canva', 'Email Graphics', 'Pitch Deck Design'],
  },
  {
    name: 'Illustrator',
    specialities: ["Children's Books", 'Character Design', 'Concept Art', 'Comics & Manga', 'Editorial Illustration', 'Vector Illustration', 'Digital Painting', 'Watercolor', 'Ink Drawing', 'Storyboarding', 'Fashion Illustration', 'Medical Illustration', 'Technical Illustration', 'Map Illustration', 'Icon Design', 'Pattern Design', 'Album Art', 'Tattoo Design', 'Procreate', 'Portraits'],
  },
  {
    name: '3D Artist',
    specialities: ['Hard Surface Modeling', 'Character Modeling', 'Sculpting', 'Texturing', 'Look Development', 'Lighting', 'Rendering', 'Product Visualization', 'Architectural Visualization', 'Game Assets', 'Environment Art', 'Retopology', 'UV Mapping', 'Blender', 'Maya', 'ZBrush', 'Substance Painter', 'Cinema 4D', '3D Printing Models', 'Photogrammetry'],
  },
  {
    name: 'Animator',
    specialities: ['2D Animation', '3D Animation', 'Character Animation', 'Rigging', 'Stop Motion', 'Explainer Animation', 'Whiteboard Animation', 'Frame-by-Frame Animation', 'Facial Animation', 'Lip Sync', 'Game Animation', 'Motion Capture', 'Storyboarding', 'Animatics', 'Toon Boom Harmony', 'Maya Animation', 'Blender Animation', 'Spine 2D', 'Animated Series', 'Pre-visualization'],
  },
  {
    name: 'Video Editor',
    specialities: ['YouTube Videos', 'Short-form Video', 'Corporate Videos', 'Wedding Films', 'Documentaries', 'Music Videos', 'Commercials', 'Trailers', 'Podcast Video', 'Social Media Ads', 'Color Grading', 'Sound Editing', 'Subtitles & Captions', 'Multicam Editing', 'Premiere Pro', 'DaVinci Resolve', 'Final Cut Pro', 'CapCut', 'Gaming Videos', 'Event Highlights'],
  },
  {
    name: 'Motion Graphics Designer',
    specialities: ['Logo Animation', 'Explainer Videos', 'Kinetic Typography', 'Title Sequences', 'Broadcast Graphics', 'Lower Thirds', 'UI Animation', 'Lottie Animations', 'Social Media Motion', 'Infographic Animation', '3D Motion Design', 'After Effects', 'Cinema 4D', 'Visual Effects', 'Compositing', 'Product Animation', 'Event Visuals', 'Transitions Packs', 'Motion Branding', 'Ad Creatives'],
  },
  {
    name: 'Photographer',
    specialities: ['Portrait', 'Wedding', 'Product', 'Fashion', 'Food', 'Real Estate', 'Architecture', 'Landscape', 'Street', 'Event', 'Sports', 'Wildlife', 'Newborn & Family', 'Headshots', 'Commercial', 'Drone Photography', 'Photojournalism', 'Studio Lighting', 'Photo Retouching', 'Stock Photography'],
  },
  {
    name: 'Filmmaker',
    specialities: ['Directing', 'Cinematography', 'Producing', 'Documentary', 'Short Films', 'Music Videos', 'Commercials', 'Corporate Films', 'Wedding Films', 'Drone Videography', 'Lighting for Film', 'Camera Operation', 'Gimbal Work', 'Sound Recording', 'Screenplay Development', 'Pre-production Planning', 'Film Festivals', 'Film Budgeting', 'Color Science', 'Virtual Production'],
  },
  {
    name: 'Music Producer',
    specialities: ['Hip-Hop', 'Pop', 'EDM', 'House & Techno', 'Lo-fi', 'Trap', 'R&B', 'Rock', 'Film Scoring', 'Game Music', 'Songwriting', 'Beat Making', 'Arrangement', 'Sound Design', 'Sampling', 'Vocal Production', 'Ableton Live', 'FL Studio', 'Logic Pro', 'Music Business'],
  },
  {
    name: 'Sound Engineer',
    specialities: ['Mixing', 'Mastering', 'Recording', 'Live Sound', 'Podcast Audio', 'Dialogue Editing', 'Audio Restoration', 'Foley', 'Sound Effects', 'Post-production Audio', 'Dolby Atmos', 'Studio Acoustics', 'Vocal Tuning', 'Broadcast Audio', 'Game Audio', 'Audiobook Production', 'Pro Tools', 'Location Sound', 'Noise Reduction', 'Audio for Video'],
  },
  {
    name: 'Voice Actor',
    specialities: ['Commercials', 'Narration', 'Audiobooks', 'Animation', 'Video Games', 'E-learning', 'Explainer Videos', 'IVR & On-hold', 'Documentaries', 'Corporate Videos', 'Podcasts', 'Trailers', 'Dubbing', 'Character Voices', 'Accents & Dialects', 'ASMR', 'Radio Imaging', 'Meditation & Wellness', 'Home Studio Recording', 'Script Adaptation'],
  },
  {
    name: 'Content Writer',
    specialities: ['Blog Posts', 'SEO Articles', 'Website Content', 'Ghostwriting', 'Newsletters', 'Case Studies', 'Whitepapers', 'E-books', 'Product Reviews', 'Tech Writing', 'Health & Wellness', 'Finance & Crypto', 'Travel Writing', 'Lifestyle', 'B2B SaaS Content', 'LinkedIn Posts', 'Scriptwriting for YouTube', 'Press Releases', 'Research Articles', 'Content Strategy'],
  },
  {
    name: 'Copywriter',
    specialities: ['Sales Pages', 'Landing Pages', 'Email Sequences', 'Ad Copy', 'Social Media Captions', 'Product Descriptions', 'Brand Messaging', 'Taglines & Slogans', 'Website Copy', 'UX Microcopy', 'Direct Response', 'Video Sales Letters', 'Fundraising Appeals', 'App Store Copy', 'Naming', 'Brochures', 'Radio Scripts', 'Conversion Copy', 'Luxury Brands', 'B2B Copy'],
  },
  {
    name: 'Technical Writer',
    specialities: ['API Documentation', 'Developer Guides', 'User Manuals', 'Knowledge Bases', 'Release Notes', 'Standard Operating Procedures', 'Installation Guides', 'Software Tutorials', 'Docs-as-Code', 'Markdown & Static Sites', 'Medical Device Documentation', 'Regulatory Documentation', 'Training Materials', 'Process Documentation', 'White Papers', 'Proposal Writing', 'Grant Writing', 'Information Architecture', 'DITA', 'Localization-ready Writing'],
  },
  {
    name: 'Editor & Proofreader',
    specialities: ['Developmental Editing', 'Line Editing', 'Copy Editing', 'Proofreading', 'Academic Editing', 'Thesis Editing', 'Fiction Editing', 'Non-fiction Editing', 'Business Documents', 'Resume Editing', 'Website Proofreading', 'Style Guides', 'Fact-checking', 'Manuscript Critique', 'Book Formatting', 'Journal Submissions', 'Legal Proofreading', 'Medical Editing', 'Children\'s Books', 'ESL Editing'],
  },
  {
    name: 'Translator',
    specialities: ['Document Translation', 'Legal Translation', 'Medical Translation', 'Technical Translation', 'Financial Translation', 'Website Localization', 'App Localization', 'Game Localization', 'Subtitling', 'Transcreation', 'Literary Translation', 'Certified Translation', 'Interpretation', 'Transcription', 'Patent Translation', 'Marketing Translation', 'Machine Translation Post-editing', 'E-learning Localization', 'Academic Translation', 'Proofreading Translations'],
  },
  {
    name: 'Screenwriter',
    specialities: ['Feature Films', 'Short Films', 'TV Pilots', 'Sitcoms', 'Web Series', 'Documentary Scripts', 'Animation Scripts', 'Video Game Narrative', 'Commercial Scripts', 'Corporate Video Scripts', 'Script Doctoring', 'Script Coverage', 'Story Development', 'Treatments', 'Pitch Decks', 'Adaptations', 'Stage Plays', 'Dialogue Polish', 'Loglines & Synopses', 'YouTube Scripts'],
  },
  {
    name: 'Digital Marketer',
    specialities: ['Marketing Strategy', 'Performance Marketing', 'Growth Marketing', 'Content Marketing', 'Influencer Marketing', 'Affiliate Marketing', 'Conversion Rate Optimization', 'Marketing Analytics', 'Funnel Building', 'Product Launches', 'Brand Strategy', 'Community Building', 'App Marketing', 'Ecommerce Marketing', 'B2B Marketing', 'Local Business Marketing', 'Marketing Automation', 'Go-to-Market Strategy', 'Customer Retention', 'Personal Branding'],
  },
  {
    name: 'SEO Specialist',
    specialities: ['Technical SEO', 'On-Page SEO', 'Off-Page SEO', 'Link Building', 'Keyword Research', 'Local SEO', 'Ecommerce SEO', 'International SEO', 'Content SEO', 'SEO Audits', 'Core Web Vitals', 'Schema Markup', 'Site Migrations', 'Penalty Recovery', 'YouTube SEO', 'App Store Optimization', 'WordPress SEO', 'Shopify SEO', 'SEO Reporting', 'AI Search Optimization'],
  },
  {
    name: 'Social Media Manager',
    specialities: ['Instagram', 'TikTok', 'LinkedIn', 'YouTube', 'Facebook', 'X (Twitter)', 'Pinterest', 'Content Calendars', 'Community Management', 'Short-form Video Strategy', 'Social Media Ads', 'Influencer Outreach', 'Social Listening', 'Analytics & Reporting', 'Brand Voice', 'Crisis Communication', 'Employee Advocacy', 'Personal Branding', 'UGC Campaigns', 'Social Commerce'],
  },
  {
    name: 'Email Marketing Specialist',
    specialities: ['Newsletter Strategy', 'Email Automation', 'Lifecycle Marketing', 'Welcome Sequences', 'Abandoned Cart Flows', 'Segmentation', 'Deliverability', 'List Growth', 'Email Design', 'Email Copywriting', 'A/B Testing', 'Mailchimp', 'Klaviyo', 'HubSpot', 'ActiveCampaign', 'Cold Email Outreach', 'SMS Marketing', 'Re-engagement Campaigns', 'Email Analytics', 'Compliance (CAN-SPAM, GDPR)'],
  },
  {
    name: 'Product Manager',
    specialities: ['Product Strategy', 'Roadmapping', 'Product Discovery', 'User Interviews', 'Requirements Writing', 'Prioritization', 'Agile Delivery', 'Product Analytics', 'Experimentation', 'Pricing & Packaging', 'Go-to-Market', 'B2B SaaS', 'Consumer Apps', 'Platform Products', 'AI Products', 'Product-led Growth', 'Stakeholder Management', 'Product Metrics', 'PM Interview Preparation', 'Technical Product Management'],
  },
  {
    name: 'Project Manager',
    specialities: ['Agile', 'Scrum', 'Kanban', 'Waterfall', 'Hybrid Methodologies', 'PMP Preparation', 'PRINCE2', 'Risk Management', 'Stakeholder Communication', 'Budget Management', 'Resource Planning', 'Scheduling', 'Jira Administration', 'Asana & Monday.com', 'Construction Projects', 'IT Projects', 'Marketing Projects', 'Event Management', 'Program Management', 'Change Management'],
  },
  {
    name: 'Business Analyst',
    specialities: ['Requirements Gathering', 'Process Mapping', 'BPMN', 'User Stories', 'Use Cases', 'Gap Analysis', 'Stakeholder Analysis', 'Data Analysis', 'Business Cases', 'Feasibility Studies', 'ERP Implementation', 'CRM Implementation', 'Process Improvement', 'Lean Six Sigma', 'UAT Coordination', 'Wireframes for Requirements', 'SQL for Analysts', 'Agile Business Analysis', 'Systems Analysis', 'CBAP Preparation'],
  },
  {
    name: 'Management Consultant',
    specialities: ['Business Strategy', 'Operations Improvement', 'Market Entry', 'Growth Strategy', 'Organizational Design', 'Digital Transformation', 'Cost Reduction', 'Due Diligence', 'Mergers & Acquisitions', 'Pricing Strategy', 'Supply Chain', 'Change Management', 'Performance Management', 'Business Plans', 'Competitive Analysis', 'Customer Experience', 'Startup Advisory', 'Family Business', 'Sustainability Strategy', 'Case Interview Coaching'],
  },
  {
    name: 'Sales Professional',
    specialities: ['B2B Sales', 'SaaS Sales', 'Enterprise Sales', 'Inside Sales', 'Cold Calling', 'Cold Email', 'LinkedIn Prospecting', 'Lead Generation', 'Sales Funnels', 'Negotiation', 'Closing Techniques', 'Account Management', 'Sales Playbooks', 'Sales Training', 'CRM Management', 'Channel Partnerships', 'Retail Sales', 'Real Estate Sales', 'Sales Forecasting', 'Sales Hiring'],
  },
  {
    name: 'Customer Success Manager',
    specialities: ['Customer Onboarding', 'Retention Strategy', 'Churn Reduction', 'Account Expansion', 'Customer Health Scores', 'QBRs', 'Customer Support Operations', 'Help Desk Setup', 'Knowledge Base Creation', 'Zendesk', 'Intercom', 'Gainsight', 'Customer Feedback', 'NPS & CSAT', 'Customer Journey Mapping', 'Escalation Management', 'Community Management', 'Customer Education', 'Renewals', 'Support Team Training'],
  },
  {
    name: 'Accountant',
    specialities: ['Bookkeeping', 'Financial Statements', 'Bank Reconciliation', 'Accounts Payable', 'Accounts Receivable', 'Payroll', 'GST Compliance', 'VAT Returns', 'Audit Preparation', 'Management Accounts', 'Cost Accounting', 'Budgeting', 'QuickBooks', 'Xero', 'Tally', 'Zoho Books', 'Startup Accounting', 'Ecommerce Accounting', 'IFRS', 'Month-end Close'],
  },
  {
    name: 'Financial Analyst',
    specialities: ['Financial Modeling', 'Valuation', 'DCF Analysis', 'Budgeting & Forecasting', 'FP&A', 'Investment Analysis', 'Equity Research', 'Startup Fundraising', 'Pitch Deck Financials', 'Cash Flow Management', 'Variance Analysis', 'Excel Modeling', 'Real Estate Finance', 'Project Finance', 'Credit Analysis', 'Risk Analysis', 'Mergers & Acquisitions', 'Personal Finance', 'CFA Preparation', 'Dashboard Reporting'],
  },
  {
    name: 'Tax Consultant',
    specialities: ['Income Tax Returns', 'GST Filing', 'Corporate Tax', 'International Tax', 'Transfer Pricing', 'Tax Planning', 'Freelancer Taxes', 'Startup Tax', 'Capital Gains', 'Crypto Taxation', 'NRI Taxation', 'US Tax (IRS)', 'UK Tax (HMRC)', 'VAT Compliance', 'TDS Compliance', 'Tax Notices', 'Tax Audits', 'Payroll Tax', 'Estate Planning', 'Sales Tax'],
  },
  {
    name: 'HR Professional',
    specialities: ['HR Policies', 'Employee Onboarding', 'Performance Management', 'Compensation & Benefits', 'Payroll Administration', 'Employee Relations', 'Learning & Development', 'HR Compliance', 'Labour Law', 'HRIS Implementation', 'Employee Engagement', 'Diversity & Inclusion', 'Organizational Development', 'Succession Planning', 'Exit Interviews', 'HR Analytics', 'Remote Team Management', 'Culture Building', 'Employer Branding', 'Workplace Investigations'],
  },
  {
    name: 'Recruiter',
    specialities: ['Technical Recruiting', 'Executive Search', 'Campus Hiring', 'Volume Hiring', 'Sourcing', 'Boolean Search', 'LinkedIn Recruiter', 'Candidate Screening', 'Interview Coordination', 'Job Descriptions', 'Offer Negotiation', 'Employer Branding', 'ATS Setup', 'Recruitment Marketing', 'Diversity Hiring', 'Startup Hiring', 'Remote Hiring', 'Healthcare Recruiting', 'Resume Review', 'Interview Coaching'],
  },
  {
    name: 'Lawyer',
    specialities: ['Contract Law', 'Corporate Law', 'Startup Law', 'Intellectual Property', 'Trademarks', 'Copyright', 'Patents', 'Employment Law', 'Privacy & Data Protection', 'Technology Law', 'Real Estate Law', 'Family Law', 'Immigration Law', 'Tax Law', 'Dispute Resolution', 'Consumer Protection', 'Criminal Law', 'Banking & Finance Law', 'Regulatory Compliance', 'Legal Drafting'],
  },
  {
    name: 'Architect',
    specialities: ['Residential Architecture', 'Commercial Architecture', 'Interior Architecture', 'Landscape Architecture', 'Urban Design', 'Sustainable Design', 'Green Building Certification', 'Building Codes', 'Construction Drawings', 'Permit Drawings', '3D Visualization', 'BIM', 'Revit', 'AutoCAD', 'SketchUp', 'Rhino & Grasshopper', 'Renovations', 'Conceptual Design', 'Vastu Consultation', 'Architecture Portfolio'],
  },
  {
    name: 'Interior Designer',
    specialities: ['Residential Interiors', 'Commercial Interiors', 'Kitchen Design', 'Bathroom Design', 'Space Planning', 'Furniture Design', 'Lighting Design', 'Color Consultation', 'Home Staging', 'Office Design', 'Retail Design', 'Hospitality Design', 'Modular Interiors', 'Sustainable Interiors', 'Mood Boards', '3D Renders', 'SketchUp Interiors', 'Budget Makeovers', 'Small Space Design', 'Material Selection'],
  },
  {
    name: 'Civil Engineer',
    specialities: ['Structural Design', 'Structural Analysis', 'Geotechnical Engineering', 'Transportation Engineering', 'Water Resources', 'Environmental Engineering', 'Construction Management', 'Quantity Surveying', 'Cost Estimation', 'Site Supervision', 'Surveying', 'Steel Structures', 'Reinforced Concrete', 'Bridge Design', 'Road Design', 'STAAD.Pro', 'ETABS', 'Civil 3D', 'Building Inspection', 'Project Planning (Primavera)'],
  },
  {
    name: 'Mechanical Engineer',
    specialities: ['Product Design', 'CAD Modeling', 'SolidWorks', 'CATIA', 'Fusion 360', 'Finite Element Analysis', 'CFD', 'HVAC Design', 'Thermal Engineering', 'Manufacturing Processes', 'Design for Manufacturing', 'GD&T', 'Sheet Metal', 'Injection Molding', '3D Printing', 'Automotive Engineering', 'Robotics', 'Machine Design', 'Piping Design', 'Maintenance Engineering'],
  },
  {
    name: 'Electrical Engineer',
    specialities: ['Circuit Design', 'PCB Design', 'Embedded Systems', 'Microcontrollers', 'Arduino', 'Raspberry Pi', 'IoT Devices', 'Power Systems', 'Power Electronics', 'Renewable Energy', 'Solar Installations', 'Electrical Wiring Design', 'PLC Programming', 'Control Systems', 'Signal Processing', 'FPGA', 'Motor Drives', 'Battery Systems', 'EV Charging', 'Electrical Safety'],
  },
  {
    name: 'Teacher & Tutor',
    specialities: ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'Computer Science', 'English Language', 'Spoken English', 'IELTS Preparation', 'TOEFL Preparation', 'SAT Preparation', 'GRE & GMAT', 'JEE Preparation', 'NEET Preparation', 'Foreign Languages', 'Economics', 'Accountancy', 'History', 'Music Lessons', 'Coding for Kids', 'Homework Help'],
  },
  {
    name: 'Career Coach',
    specialities: ['Resume Writing', 'LinkedIn Profile Optimization', 'Interview Preparation', 'Career Transitions', 'Salary Negotiation', 'Job Search Strategy', 'Tech Career Guidance', 'Leadership Coaching', 'Executive Presence', 'Public Speaking', 'Personal Branding', 'Study Abroad Guidance', 'College Admissions', 'Freelancing Careers', 'Returning to Work', 'Work-Life Balance', 'Productivity Coaching', 'Confidence Building', 'Networking Skills', 'Mock Interviews'],
  },
  {
    name: 'Entrepreneur',
    specialities: ['Startup Ideation', 'Business Model Design', 'MVP Building', 'Fundraising', 'Pitch Decks', 'Investor Relations', 'Bootstrapping', 'Product-Market Fit', 'Go-to-Market', 'Hiring First Employees', 'Company Registration', 'Ecommerce Businesses', 'SaaS Startups', 'D2C Brands', 'Franchising', 'Scaling Operations', 'Partnerships', 'Unit Economics', 'Exit Strategy', 'Founder Coaching'],
  },
] as const satisfies readonly Profession[];

export type ProfessionName = (typeof professionSeeds)[number]['name'];

/** Professions offered in the expert wizard, each with its 20 specialities. */
export const professions: readonly Profession[] = professionSeeds;

const byName = new Map<string, Profession>(professions.map((p) => [p.name, p]));

export function professionByName(name: string): Profession | undefined {
  return byName.get(name);
}

/** Specialities of a profession; empty for an unknown profession. */
export function specialitiesOf(name: string): readonly string[] {
  return byName.get(name)?.specialities ?? [];
}
