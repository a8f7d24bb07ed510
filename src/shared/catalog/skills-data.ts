/**
 * Raw skill catalogue (pure data). `skills.ts` adds slugs and lookups.
 * `icon` is the PascalCase name of a lucide-react icon (canonical name, not an alias).
 */

export interface SkillSeed {
  readonly name: string;
  readonly icon: string;
  readonly subSkills: readonly string[];
  readonly phrases: readonly string[];
}

export const skillSeeds = [
  // 3D & CAD Design
  {
    name: '3D Animation',
    icon: 'Box',
    subSkills: ['Character Animation', 'Rigging', 'Keyframe Animation', 'Motion Capture Cleanup', 'Lip Sync', 'Camera Animation', 'Physics Simulation', 'Product Animation', 'Walk Cycles', 'Facial Animation', 'Rendering', 'Compositing'],
    phrases: ['Fix my character rig deforming badly', 'Make my walk cycle look natural', 'Speed up my animation render times', 'Animate a product turntable', 'Clean up motion capture data', 'Lip sync a character to dialogue'],
  },
  {
    name: '3D Modeling',
    icon: 'Boxes',
    subSkills: ['Hard Surface Modeling', 'Organic Modeling', 'Sculpting', 'Retopology', 'UV Unwrapping', 'Texturing', 'PBR Materials', 'Low Poly Modeling', 'Product Modeling', 'Game Asset Creation', 'Lighting', 'Photorealistic Rendering'],
    phrases: ['Retopologize my sculpt for games', 'Fix stretched UVs on my model', 'Model a product from reference photos', 'Get photorealistic materials', 'Optimize a high-poly model', 'Bake normal maps correctly'],
  },
  {
    name: 'CAD Drafting',
    icon: 'DraftingCompass',
    subSkills: ['2D Drafting', '3D Parametric Modeling', 'Technical Drawings', 'Floor Plans', 'Mechanical Parts', 'Assemblies', 'GD&T', 'Sheet Metal Design', 'BIM Modeling', 'Layer Management', 'Dimensioning', 'Design for 3D Printing'],
    phrases: ['Convert my sketch into a CAD drawing', 'Fix constraints in my parametric model', 'Prepare a part for 3D printing', 'Draw a floor plan to scale', 'Set up title blocks and layers', 'Create an assembly with moving parts'],
  },
  // AI & Machine Learning
  {
    name: 'Machine Learning',
    icon: 'Brain',
    subSkills: ['Supervised Learning', 'Unsupervised Learning', 'Feature Engineering', 'Model Evaluation', 'Hyperparameter Tuning', 'Deep Learning', 'Neural Networks', 'Time Series Forecasting', 'Recommendation Systems', 'MLOps', 'Model Deployment', 'Scikit-learn', 'PyTorch', 'TensorFlow'],
    phrases: ['Why is my model overfitting?', 'Improve my classification accuracy', 'Deploy my ML model as an API', 'Pick the right algorithm for my data', 'Tune hyperparameters efficiently', 'Explain my model predictions', 'Build a recommendation system'],
  },
  {
    name: 'Natural Language Processing',
    icon: 'MessagesSquare',
    subSkills: ['Text Classification', 'Named Entity Recognition', 'Sentiment Analysis', 'Transformers', 'Fine-tuning LLMs', 'Embeddings', 'Retrieval-Augmented Generation', 'Text Summarization', 'Tokenization', 'Chatbots', 'Vector Databases'],
    phrases: ['Build a RAG chatbot over my documents', 'Fine-tune an LLM on my data', 'Classify customer support tickets', 'Choose an embedding model', 'Reduce hallucinations in my LLM app', 'Extract entities from invoices'],
  },
  {
    name: 'Prompt Engineering',
    icon: 'Sparkles',
    subSkills: ['Prompt Design', 'Few-shot Prompting', 'Chain-of-Thought', 'System Prompts', 'AI Agents', 'Function Calling', 'Prompt Evaluation', 'Image Generation Prompts', 'Custom GPTs', 'AI Workflow Automation'],
    phrases: ['Write better prompts for ChatGPT', 'Get consistent JSON output from an LLM', 'Build a custom GPT for my business', 'Automate my workflow with AI', 'Create Midjourney prompts for my brand', 'Design an AI agent with tools'],
  },
  // AR/VR Development
  {
    name: 'AR/VR Development',
    icon: 'Glasses',
    subSkills: ['Unity XR', 'Unreal VR', 'ARKit', 'ARCore', 'WebXR', 'Meta Quest Development', 'Apple Vision Pro', 'Hand Tracking', '3D Interaction Design', 'Performance Optimization', 'AR Filters'],
    phrases: ['Build my first VR app for Quest', 'Fix tracking issues in my AR app', 'Create an Instagram or Snapchat AR filter', 'Optimize frame rate in VR', 'Place 3D objects in AR with ARKit', 'Set up hand tracking in Unity'],
  },
  // Audio Production
  {
    name: 'Sound Designing',
    icon: 'AudioWaveform',
    subSkills: [],
    phrases: ['Design sound effects for my game', 'Create a sonic logo for my brand', 'Build ambience for a short film', 'Make synth sounds from scratch', 'Add Foley to my video', 'Layer sounds for impact'],
  },
  {
    name: 'Audio Mixing & Mastering',
    icon: 'SlidersHorizontal',
    subSkills: ['Mixing', 'Mastering', 'EQ', 'Compression', 'Reverb & Delay', 'Vocal Mixing', 'Gain Staging', 'Loudness Standards', 'Stereo Imaging', 'Stem Mastering', 'Noise Reduction'],
    phrases: ['Why does my mix sound muddy?', 'Master my track for Spotify loudness', 'Make my vocals sit in the mix', 'Fix harsh high frequencies', 'Get punchier drums', 'Review my mix live'],
  },
  {
    name: 'Podcast Production',
    icon: 'Radio',
    subSkills: ['Podcast Editing', 'Remote Recording', 'Audio Cleanup', 'Show Notes', 'Intro & Outro Music', 'Podcast Hosting', 'RSS Feeds', 'Video Podcasts', 'Microphone Setup', 'Podcast Launch Strategy'],
    phrases: ['Start a podcast from scratch', 'Set up my microphone for clean audio', 'Remove background noise from my podcast', 'Record remote interviews in high quality', 'Submit my podcast to Spotify and Apple', 'Edit my episode faster'],
  },
  {
    name: 'Voice Over',
    icon: 'Mic',
    subSkills: ['Commercial Voice Over', 'Narration', 'Audiobook Narration', 'Character Voices', 'E-learning Voice Over', 'IVR & Phone Messages', 'Home Studio Setup', 'Voice Acting', 'Script Reading', 'Accents'],
    phrases: ['Set up a home voice over studio', 'Improve my voice over delivery', 'Record an audiobook chapter', 'Make my narration sound professional', 'Choose a microphone for voice work', 'Get started as a voice actor'],
  },
  // Blockchain & Web3
  {
    name: 'Blockchain Development',
    icon: 'Blocks',
    subSkills: ['Solidity', 'Smart Contracts', 'Ethereum', 'Hardhat', 'Foundry', 'Web3.js', 'Ethers.js', 'NFTs', 'DeFi', 'Smart Contract Security', 'Solana', 'Token Standards (ERC-20, ERC-721)'],
    phrases: ['Deploy my first smart contract', 'Audit my Solidity contract for bugs', 'Connect MetaMask to my dApp', 'Reduce gas costs in my contract', 'Launch an NFT collection', 'Write tests with Hardhat'],
  },
  // Cloud & DevOps
  {
    name: 'DevOps Engineering',
    icon: 'Infinity',
    subSkills: ['CI/CD Pipelines', 'Docker', 'Kubernetes', 'Terraform', 'Ansible', 'GitHub Actions', 'Jenkins', 'Monitoring & Logging', 'Linux Administration', 'Infrastructure as Code', 'Helm', 'Site Reliability'],
    phrases: ['Set up CI/CD for my project', 'Dockerize my application', 'Debug my failing Kubernetes pod', 'Write Terraform for my infrastructure', 'Reduce my deployment time', 'Set up monitoring and alerts', 'Fix my GitHub Actions workflow'],
  },
  {
    name: 'Cloud Architecture',
    icon: 'Cloud',
    subSkills: ['AWS', 'Microsoft Azure', 'Google Cloud', 'Serverless', 'Networking & VPC', 'IAM & Security', 'Cost Optimization', 'High Availability', 'Cloud Migration', 'Storage & CDN', 'Databases in the Cloud'],
    phrases: ['Cut my AWS bill', 'Design a scalable architecture for my app', 'Migrate my app to the cloud', 'Set up IAM permissions correctly', 'Go serverless with Lambda', 'Prepare for an AWS certification'],
  },
  // Cybersecurity
  {
    name: 'Cybersecurity',
    icon: 'Shield',
    subSkills: ['Penetration Testing', 'Vulnerability Assessment', 'Network Security', 'Web Application Security', 'Incident Response', 'Threat Modeling', 'SOC Analysis', 'Malware Analysis', 'Security Audits', 'Cloud Security', 'OWASP Top 10', 'Ethical Hacking'],
    phrases: ['Check my website for vulnerabilities', 'My account got hacked, what now?', 'Secure my home network', 'Prepare for a security audit', 'Learn ethical hacking basics', 'Harden my Linux server', 'Review my app against OWASP Top 10'],
  },
  // Data & Analytics
  {
    name: 'Data Science',
    icon: 'FlaskConical',
    subSkills: ['Python', 'R', 'Pandas', 'NumPy', 'Statistics', 'Exploratory Data Analysis', 'Predictive Modeling', 'A/B Testing', 'Data Cleaning', 'Jupyter Notebooks', 'SQL', 'Machine Learning'],
    phrases: ['Analyze my dataset with Python', 'Design an A/B test', 'Clean a messy dataset', 'Which statistical test should I use?', 'Build a churn prediction model', 'Review my data science portfolio'],
  },
  {
    name: 'Data Analysis',
    icon: 'ChartColumn',
    subSkills: ['Excel Analysis', 'SQL Queries', 'Pivot Tables', 'Data Cleaning', 'KPI Reporting', 'Google Analytics', 'Cohort Analysis', 'Statistical Analysis', 'Survey Analysis', 'Power Query'],
    phrases: ['Find insights in my sales data', 'Write a SQL query for my report', 'Build a KPI report', 'Analyze my survey results', 'Clean up my spreadsheet data', 'Understand my website analytics'],
  },
  {
    name: 'Data Visualization',
    icon: 'ChartPie',
    subSkills: ['Dashboard Design', 'Tableau', 'Power BI', 'Looker Studio', 'Chart Selection', 'Storytelling with Data', 'DAX', 'D3.js', 'Interactive Dashboards', 'Data Modeling'],
    phrases: ['Build a Power BI dashboard', 'Make my Tableau dashboard faster', 'Choose the right chart for my data', 'Write a DAX measure', 'Connect my data to Looker Studio', 'Present data to executives'],
  },
  {
    name: 'Web Scraping',
    icon: 'ScanSearch',
    subSkills: ['Python Scraping', 'BeautifulSoup', 'Scrapy', 'Selenium', 'Playwright', 'Puppeteer', 'API Reverse Engineering', 'Proxy Rotation', 'Data Extraction', 'Scheduling Scrapers', 'Data Cleaning'],
    phrases: ['Scrape product prices from a website', 'My scraper gets blocked, help', 'Scrape a JavaScript-heavy site', 'Schedule my scraper to run daily', 'Export scraped data to Excel', 'Use Playwright for scraping'],
  },
  // Database Management
  {
    name: 'Database Administration',
    icon: 'Database',
    subSkills: ['SQL', 'PostgreSQL', 'MySQL', 'MongoDB', 'Database Design', 'Query Optimization', 'Indexing', 'Backup & Recovery', 'Replication', 'Migrations', 'Redis'],
    phrases: ['Speed up my slow SQL query', 'Design my database schema', 'Set up database backups', 'Migrate from MySQL to PostgreSQL', 'Fix a deadlock in production', 'Choose between SQL and NoSQL'],
  },
  // Ecommerce & CMS
  {
    name: 'WordPress Development',
    icon: 'LayoutTemplate',
    subSkills: ['Theme Development', 'Plugin Development', 'Elementor', 'WooCommerce', 'Gutenberg Blocks', 'Site Speed Optimization', 'WordPress Security', 'Site Migration', 'Custom Post Types', 'PHP'],
    phrases: ['Fix my broken WordPress site', 'Speed up my WordPress website', 'Customize my WordPress theme', 'Migrate my WordPress site to a new host', 'Remove malware from WordPress', 'Build a page with Elementor'],
  },
  {
    name: 'Shopify Development',
    icon: 'ShoppingCart',
    subSkills: ['Store Setup', 'Theme Customization', 'Liquid', 'Shopify Apps', 'Product Pages', 'Checkout Optimization', 'Payment Setup', 'Store Migration', 'Conversion Optimization', 'Dropshipping'],
    phrases: ['Set up my Shopify store', 'Customize my Shopify theme', 'Increase my store conversion rate', 'Edit Liquid code in my theme', 'Migrate my store to Shopify', 'Choose the right Shopify apps'],
  },
  // Email Marketing
  {
    name: 'Email Marketing',
    icon: 'Mail',
    subSkills: ['Newsletter Strategy', 'Email Automation', 'List Building', 'Segmentation', 'Deliverability', 'A/B Testing', 'Email Copywriting', 'Email Template Design', 'Drip Campaigns', 'Mailchimp', 'Klaviyo'],
    phrases: ['My emails are landing in spam', 'Set up a welcome email sequence', 'Grow my newsletter list', 'Improve my email open rates', 'Build an abandoned cart flow', 'Design a responsive email template'],
  },
  // Finance & Accounting
  {
    name: 'Bookkeeping',
    icon: 'Calculator',
    subSkills: ['Accounts Payable', 'Accounts Receivable', 'Bank Reconciliation', 'QuickBooks', 'Xero', 'Tally', 'Payroll', 'Invoicing', 'Financial Statements', 'GST & VAT', 'Expense Tracking', 'Month-end Close'],
    phrases: ['Reconcile my bank accounts', 'Set up QuickBooks for my business', 'Organize my business expenses', 'Prepare for tax season', 'Understand my profit and loss statement', 'File GST returns correctly'],
  },
  {
    name: 'Financial Modeling',
    icon: 'TrendingUp',
    subSkills: ['Three-Statement Models', 'DCF Valuation', 'Startup Financial Projections', 'Budgeting & Forecasting', 'Scenario Analysis', 'Cap Tables', 'Unit Economics', 'Investor Pitch Financials', 'Excel Modeling', 'LBO Models'],
    phrases: ['Build financial projections for my startup', 'Value a company with DCF', 'Review my pitch deck financials', 'Create a budget forecast', 'Model my unit economics', 'Set up a cap table'],
  },
  // Game Development
  {
    name: 'Game Development',
    icon: 'Gamepad2',
    subSkills: ['Unity', 'Unreal Engine', 'Godot', 'C#', 'C++', 'Blueprints', 'Game Physics', 'Multiplayer Networking', 'Level Design', 'Game AI', 'Shaders', 'Mobile Games', 'Performance Profiling'],
    phrases: ['Fix my Unity player controller', 'Add multiplayer to my game', 'Optimize my game for mobile', 'Write a shader in Unity', 'Get started with Unreal Blueprints', 'Publish my game on Steam'],
  },
  // Graphic & Motion Design
  {
    name: 'Graphic Designing',
    icon: 'Palette',
    subSkills: ['Brand Identity', 'Social Media Graphics', 'Print Design', 'Typography', 'Color Theory', 'Layout Design', 'Poster Design', 'Packaging Design', 'Infographics', 'Photoshop', 'Illustrator', 'Canva'],
    phrases: ['Review my design portfolio', 'Pick fonts for my brand', 'Design social media posts', 'Prepare my files for print', 'Improve my layout composition', 'Learn Photoshop basics'],
  },
  {
    name: 'Logo Design',
    icon: 'PenTool',
    subSkills: ['Wordmarks', 'Icon Logos', 'Brand Guidelines', 'Vector Design', 'Logo Redesign', 'Minimalist Logos', 'Mascot Logos', 'Color Palettes', 'Typography'],
    phrases: ['Design a logo for my startup', 'Give feedback on my logo', 'Turn my logo sketch into vector', 'Create a brand style guide', 'Refresh my outdated logo'],
  },
  {
    name: 'Illustration',
    icon: 'Brush',
    subSkills: ['Digital Painting', 'Character Design', "Children's Book Illustration", 'Vector Illustration', 'Concept Art', 'Comics', 'Editorial Illustration', 'Procreate', 'Line Art', 'Coloring'],
    phrases: ['Improve my digital painting', 'Design a character for my story', 'Learn Procreate brushes', 'Illustrate a children\'s book', 'Critique my concept art'],
  },
  {
    name: 'Motion Graphics',
    icon: 'Shapes',
    subSkills: ['After Effects', 'Kinetic Typography', 'Logo Animation', 'Explainer Videos', 'Lottie Animations', 'Shape Layers', 'Expressions', 'Title Sequences', 'Lower Thirds', '2D Animation'],
    phrases: ['Animate my logo', 'Make an explainer video', 'Export After Effects to Lottie', 'Use expressions in After Effects', 'Create animated titles for YouTube'],
  },
  // HR & Hiring
  {
    name: 'Recruiting',
    icon: 'UserSearch',
    subSkills: ['Job Descriptions', 'Sourcing', 'Technical Recruiting', 'Interview Design', 'Applicant Tracking Systems', 'Employer Branding', 'Onboarding', 'Compensation Benchmarking', 'Resume Review', 'LinkedIn Recruiting'],
    phrases: ['Write a job description that attracts talent', 'Hire my first engineer', 'Design a structured interview', 'Review my resume', 'Prepare for a job interview', 'Set up an applicant tracking system'],
  },
  // Legal & Compliance
  {
    name: 'Contract Drafting',
    icon: 'FileText',
    subSkills: ['NDAs', 'Service Agreements', 'Employment Contracts', 'Terms of Service', 'Privacy Policies', 'Freelance Contracts', 'Partnership Agreements', 'Licensing Agreements', 'Contract Review', 'Intellectual Property'],
    phrases: ['Review my freelance contract', 'Draft an NDA', 'Write terms of service for my app', 'Understand this clause in my contract', 'Protect my intellectual property'],
  },
  {
    name: 'GDPR Compliance',
    icon: 'ShieldCheck',
    subSkills: ['GDPR', 'CCPA', 'Data Processing Agreements', 'Cookie Consent', 'Privacy Impact Assessments', 'Data Subject Requests', 'Records of Processing', 'SOC 2', 'ISO 27001', 'Data Retention Policies'],
    phrases: ['Make my website GDPR compliant', 'Set up cookie consent properly', 'Prepare for a SOC 2 audit', 'Respond to a data deletion request', 'Write a privacy policy'],
  },
  // Marketing & Automation
  {
    name: 'Digital Marketing',
    icon: 'Megaphone',
    subSkills: ['Marketing Strategy', 'Content Marketing', 'Social Media Marketing', 'Growth Hacking', 'Conversion Rate Optimization', 'Google Analytics', 'Funnel Building', 'Influencer Marketing', 'Brand Strategy', 'Marketing Analytics'],
    phrases: ['Create a marketing plan for my product', 'Get my first 100 customers', 'Improve my landing page conversions', 'Measure my marketing ROI', 'Grow my brand on social media'],
  },
  {
    name: 'SEO Optimization',
    icon: 'Search',
    subSkills: ['Keyword Research', 'On-Page SEO', 'Technical SEO', 'Link Building', 'Local SEO', 'Site Audits', 'Core Web Vitals', 'Google Search Console', 'Content Optimization', 'Schema Markup'],
    phrases: ['Why is my site not ranking on Google?', 'Do keyword research for my niche', 'Fix my Core Web Vitals', 'Audit my website SEO', 'Rank my local business on Google Maps', 'Recover from a traffic drop'],
  },
  {
    name: 'Workflow Automation',
    icon: 'Workflow',
    subSkills: ['HubSpot Workflows', 'Zapier', 'Make', 'Lead Scoring', 'CRM Integration', 'Email Sequences', 'Lead Nurturing', 'Chatbots', 'Webhooks', 'Marketing Attribution'],
    phrases: ['Automate my lead follow-up', 'Connect my forms to my CRM', 'Build a Zapier workflow', 'Set up lead scoring in HubSpot', 'Fix my broken automation'],
  },
  {
    name: 'Paid Advertising',
    icon: 'Target',
    subSkills: ['Google Ads', 'Meta Ads', 'LinkedIn Ads', 'TikTok Ads', 'Campaign Structure', 'Audience Targeting', 'Retargeting', 'Ad Copywriting', 'Conversion Tracking', 'Budget Optimization'],
    phrases: ['Lower my cost per click', 'Set up conversion tracking', 'Fix my Facebook ads performance', 'Structure my Google Ads campaign', 'Scale my ads profitably'],
  },
  // Mobile & App Development
  {
    name: 'App Development',
    icon: 'Smartphone',
    subSkills: ['React Native', 'Flutter', 'Swift', 'Kotlin', 'Firebase', 'Push Notifications', 'In-App Purchases', 'App Store Publishing', 'Offline Storage', 'REST APIs', 'App Performance', 'Mobile UI Design'],
    phrases: ['Publish my app to the App Store', 'Fix a crash in my React Native app', 'Choose between Flutter and React Native', 'Add push notifications to my app', 'Set up in-app purchases', 'Build an MVP for my app idea'],
  },
  {
    name: 'iOS Development',
    icon: 'TabletSmartphone',
    subSkills: ['Swift', 'SwiftUI', 'UIKit', 'Xcode', 'Core Data', 'Combine', 'App Store Connect', 'TestFlight', 'Auto Layout', 'Push Notifications'],
    phrases: ['Fix my SwiftUI layout issue', 'Get my app through App Store review', 'Set up TestFlight beta testing', 'Learn Swift for iOS apps', 'Debug my Xcode build errors'],
  },
  {
    name: 'Android Development',
    icon: 'MonitorSmartphone',
    subSkills: ['Kotlin', 'Java', 'Jetpack Compose', 'Android Studio', 'Room Database', 'Coroutines', 'Google Play Console', 'Material Design', 'Gradle', 'Firebase'],
    phrases: ['Fix my Gradle build error', 'Learn Jetpack Compose', 'Publish my app on Google Play', 'Fix memory leaks in my Android app', 'Migrate my app from Java to Kotlin'],
  },
  // Music Production
  {
    name: 'Music Production',
    icon: 'Piano',
    subSkills: ['Beat Making', 'Songwriting', 'Music Theory', 'Sound Synthesis', 'Sampling', 'Arrangement', 'Vocal Recording', 'MIDI Programming', 'Film Scoring', 'Ableton Live', 'FL Studio', 'Logic Pro'],
    phrases: ['Finish my first track', 'Make better drums in FL Studio', 'Learn music theory for producers', 'Arrange my loop into a full song', 'Record vocals at home', 'Get feedback on my beat'],
  },
  // Office & Productivity
  {
    name: 'Excel & Spreadsheets',
    icon: 'Sheet',
    subSkills: ['Formulas & Functions', 'VLOOKUP & XLOOKUP', 'Pivot Tables', 'Power Query', 'Macros & VBA', 'Google Sheets', 'Charts', 'Conditional Formatting', 'Data Validation', 'Dashboards', 'Google Apps Script'],
    phrases: ['Fix my Excel formula', 'Automate my spreadsheet with a macro', 'Build a pivot table report', 'Use XLOOKUP instead of VLOOKUP', 'Create a dashboard in Google Sheets', 'Clean data with Power Query'],
  },
  // Photography
  {
    name: 'Photography',
    icon: 'Camera',
    subSkills: ['Portrait Photography', 'Product Photography', 'Wedding Photography', 'Landscape Photography', 'Street Photography', 'Lighting Setup', 'Camera Settings', 'Composition', 'Studio Photography', 'Real Estate Photography', 'Food Photography'],
    phrases: ['Understand my camera settings', 'Shoot product photos at home', 'Get sharp portraits', 'Set up studio lighting', 'Choose my first camera and lens', 'Review my photography portfolio'],
  },
  {
    name: 'Photo Editing',
    icon: 'Image',
    subSkills: ['Lightroom Editing', 'Photoshop Retouching', 'Skin Retouching', 'Background Removal', 'Color Correction', 'Photo Restoration', 'Compositing', 'Presets', 'RAW Processing', 'Batch Editing'],
    phrases: ['Edit my photos in Lightroom', 'Retouch skin naturally', 'Remove a background cleanly', 'Restore an old photo', 'Create my own Lightroom presets'],
  },
  // Project & Task Management
  {
    name: 'Project Management',
    icon: 'ClipboardList',
    subSkills: ['Agile', 'Scrum', 'Kanban', 'Jira', 'Roadmapping', 'Sprint Planning', 'Risk Management', 'Stakeholder Management', 'PMP Preparation', 'Resource Planning', 'Gantt Charts'],
    phrases: ['Set up Jira for my team', 'Run better sprint planning', 'Prepare for the PMP exam', 'Create a project roadmap', 'Manage a project that is behind schedule', 'Choose a project management tool'],
  },
  // Sales & CRM
  {
    name: 'CRM Administration',
    icon: 'Contact',
    subSkills: ['Salesforce Admin', 'HubSpot CRM', 'Zoho CRM', 'Pipeline Setup', 'Sales Automation', 'Reports & Dashboards', 'Data Migration', 'Custom Objects', 'User Permissions', 'Integrations'],
    phrases: ['Set up a sales pipeline in my CRM', 'Build a Salesforce report', 'Migrate my contacts to HubSpot', 'Automate sales follow-ups', 'Prepare for Salesforce Admin certification'],
  },
  // Screenwriting & Authoring
  {
    name: 'Screenwriting',
    icon: 'Clapperboard',
    subSkills: ['Screenplay Formatting', 'Story Structure', 'Character Development', 'Dialogue', 'Short Films', 'TV Pilots', 'Script Coverage', 'Loglines & Synopses', 'Final Draft', 'Adaptation'],
    phrases: ['Get feedback on my screenplay', 'Format my script correctly', 'Fix the second act of my story', 'Write a strong logline', 'Write sharper dialogue'],
  },
  // Social Media & Scheduling
  {
    name: 'Social Media Management',
    icon: 'Share2',
    subSkills: ['Instagram Growth', 'LinkedIn Content', 'TikTok Strategy', 'YouTube Channel Growth', 'Content Calendars', 'Community Management', 'Reels & Shorts', 'Social Media Analytics', 'Scheduling Tools', 'Personal Branding'],
    phrases: ['Grow my Instagram followers', 'Plan a monthly content calendar', 'Grow my LinkedIn presence', 'Make Reels that get views', 'Grow my YouTube channel', 'Schedule posts across platforms'],
  },
  // Software Development & IDEs
  {
    name: 'Web Development',
    icon: 'Code',
    subSkills: ['HTML/CSS', 'JavaScript', 'React', 'Vue', 'Angular', 'Responsive Design', 'API Integration', 'Authentication', 'State Management', 'Webpack', 'PWA', 'SEO Best Practices', 'Form Handling', 'Testing', 'Deployment'],
    phrases: ['Fix my React state bug', 'Make my website responsive', 'Deploy my website', 'Add login to my web app', 'Connect my frontend to an API', 'Speed up my slow website', 'Debug my JavaScript error'],
  },
  {
    name: 'Back-End Development',
    icon: 'Server',
    subSkills: ['Node.js', 'Python', 'Java', 'Go', 'PHP', 'REST APIs', 'GraphQL', 'Microservices', 'Authentication', 'Databases', 'Caching', 'Message Queues', 'Background Jobs'],
    phrases: ['Design a REST API', 'Fix my Node.js server crash', 'Scale my backend', 'Add authentication to my API', 'Choose a backend framework', 'Debug a slow API endpoint'],
  },
  {
    name: 'Front-End Development',
    icon: 'Monitor',
    subSkills: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'CSS Layouts', 'Accessibility', 'Web Performance', 'Component Libraries', 'Animations', 'Cross-browser Testing'],
    phrases: ['Center this div with CSS', 'Migrate my app to TypeScript', 'Improve my Lighthouse score', 'Make my site accessible', 'Set up Tailwind CSS', 'Fix hydration errors in Next.js'],
  },
  {
    name: 'Python Programming',
    icon: 'Terminal',
    subSkills: ['Python Basics', 'Automation Scripts', 'Django', 'Flask', 'FastAPI', 'Pandas', 'Object-Oriented Programming', 'Async Programming', 'Packaging', 'Debugging', 'Testing with pytest'],
    phrases: ['Learn Python from scratch', 'Automate a boring task with Python', 'Fix my Python error', 'Build an API with FastAPI', 'Understand Python classes', 'Set up a Python virtual environment'],
  },
  {
    name: 'Software Testing',
    icon: 'TestTube',
    subSkills: ['Manual Testing', 'Test Automation', 'Selenium', 'Cypress', 'Playwright', 'Unit Testing', 'API Testing', 'Performance Testing', 'Test Planning', 'Mobile Testing'],
    phrases: ['Write my first automated test', 'Set up Playwright end-to-end tests', 'Fix flaky tests', 'Create a test plan', 'Test my API with Postman'],
  },
  // Teaching & Course Platforms
  {
    name: 'Online Tutoring',
    icon: 'GraduationCap',
    subSkills: ['Mathematics', 'Physics', 'Chemistry', 'Programming for Beginners', 'English Language', 'Exam Preparation', 'Homework Help', 'Study Skills', 'Course Creation', 'Lesson Planning'],
    phrases: ['Help me understand calculus', 'Prepare for my exam', 'Learn to code as a beginner', 'Improve my spoken English', 'Create an online course', 'Explain this physics problem'],
  },
  // UI/UX & Prototyping
  {
    name: 'UI/UX Designing',
    icon: 'LayoutDashboard',
    subSkills: ['User Research', 'Wireframing', 'Prototyping', 'Figma', 'Design Systems', 'Usability Testing', 'Mobile App Design', 'Web Design', 'Information Architecture', 'Interaction Design', 'Accessibility', 'UX Writing'],
    phrases: ['Review my app design', 'Build a design system in Figma', 'Improve my onboarding flow', 'Run a usability test', 'Review my UX portfolio', 'Redesign my landing page'],
  },
  {
    name: 'Wireframing & Prototyping',
    icon: 'Frame',
    subSkills: ['Low-fidelity Wireframes', 'High-fidelity Mockups', 'Interactive Prototypes', 'Figma Prototyping', 'Auto Layout', 'Micro-interactions', 'User Flows', 'Clickable Demos', 'Handoff to Developers'],
    phrases: ['Turn my idea into a clickable prototype', 'Use Auto Layout in Figma', 'Map the user flow of my app', 'Prepare designs for developer handoff', 'Animate a prototype'],
  },
  // Video Editing
  {
    name: 'Video Editing',
    icon: 'Film',
    subSkills: ['YouTube Editing', 'Short-form Video', 'Storytelling & Pacing', 'Transitions', 'Audio Sync', 'Subtitles & Captions', 'Multicam Editing', 'Premiere Pro', 'DaVinci Resolve', 'Final Cut Pro', 'Export Settings'],
    phrases: ['Edit my YouTube video', 'Speed up my editing workflow', 'Fix audio out of sync', 'Best export settings for YouTube', 'Make engaging Reels and Shorts', 'Add captions to my video'],
  },
  {
    name: 'Color Grading',
    icon: 'Contrast',
    subSkills: ['Color Correction', 'LUTs', 'DaVinci Resolve Color Page', 'Log Footage', 'Skin Tones', 'Cinematic Looks', 'HDR Grading', 'Shot Matching', 'Node Workflows'],
    phrases: ['Grade my log footage', 'Create a cinematic look', 'Match colors between two cameras', 'Fix skin tones in my video', 'Build my own LUT'],
  },
  // Writing & Editing
  {
    name: 'Content Writing',
    icon: 'PenLine',
    subSkills: ['Blog Writing', 'SEO Writing', 'Article Writing', 'Ghostwriting', 'Newsletters', 'Case Studies', 'Whitepapers', 'Editing & Proofreading', 'Content Strategy', 'Research'],
    phrases: ['Improve my blog writing', 'Write an SEO-friendly article', 'Plan my content strategy', 'Edit my article', 'Overcome writer\'s block', 'Write a case study'],
  },
  {
    name: 'Copywriting',
    icon: 'Type',
    subSkills: ['Sales Pages', 'Landing Page Copy', 'Ad Copy', 'Email Copy', 'Product Descriptions', 'Brand Voice', 'Headlines', 'UX Microcopy', 'Direct Response'],
    phrases: ['Rewrite my landing page copy', 'Write a better headline', 'Define my brand voice', 'Write product descriptions that sell', 'Improve my ad copy'],
  },
  {
    name: 'Technical Writing',
    icon: 'BookOpen',
    subSkills: ['API Documentation', 'User Manuals', 'Knowledge Bases', 'Docs-as-Code', 'Markdown', 'Release Notes', 'Standard Operating Procedures', 'Tutorials', 'Diagrams'],
    phrases: ['Write documentation for my API', 'Set up a docs site', 'Write a clear README', 'Create SOPs for my team', 'Make my user manual easier to follow'],
  },
  {
    name: 'Translation',
    icon: 'Languages',
    subSkills: ['Document Translation', 'Website Localization', 'App Localization', 'Subtitling', 'Legal Translation', 'Medical Translation', 'Transcreation', 'CAT Tools', 'Proofreading Translations'],
    phrases: ['Translate my website', 'Localize my app for new markets', 'Check my translation for accuracy', 'Translate subtitles for my video', 'Get started as a translator'],
  },
] as const satisfies readonly SkillSeed[];

export type SkillName = (typeof skillSeeds)[number]['name'];
