/**
 * Software catalogue, part A (pure data): 3D, AI, AR/VR, audio, cloud, security,
 * data, databases, design, ecommerce, email, finance, games, graphic & motion.
 *
 * `iconSlug` is a simple-icons 16 slug, or null where simple-icons does not carry
 * the brand (Adobe, Microsoft, AWS and others removed or never added); the UI then
 * draws a monogram.
 */

export interface SoftwareSeed {
  readonly name: string;
  readonly iconSlug: string | null;
  readonly topics: readonly string[];
  readonly phrases: readonly string[];
}

export const softwareSeedsA = [
  // 3D & CAD Design
  {
    name: 'Blender',
    iconSlug: 'blender',
    topics: ['Modeling', 'Sculpting', 'UV Unwrapping', 'Texturing', 'Shading & Nodes', 'Rigging', 'Animation', 'Geometry Nodes', 'Cycles Rendering', 'Eevee Rendering', 'Lighting', 'Physics Simulation', 'Grease Pencil', 'Compositing', 'Add-ons & Python'],
    phrases: ['Fix my Blender render noise', 'Learn Blender from scratch', 'UV unwrap my model properly', 'Rig a character in Blender', 'Use Geometry Nodes for procedural modeling', 'Speed up Cycles renders'],
  },
  {
    name: 'Autodesk Maya',
    iconSlug: 'autodeskmaya',
    topics: ['Polygon Modeling', 'Rigging', 'Character Animation', 'Graph Editor', 'UV Editing', 'Arnold Rendering', 'Skinning & Weight Painting', 'Blend Shapes', 'nCloth & Dynamics', 'Bifrost', 'MEL & Python Scripting', 'Pipeline Integration'],
    phrases: ['Fix skin weights on my Maya rig', 'Polish my animation in the Graph Editor', 'Render with Arnold in Maya', 'Script a Maya tool in Python', 'Set up blend shapes for facial animation'],
  },
  {
    name: 'Cinema 4D',
    iconSlug: 'cinema4d',
    topics: ['Modeling', 'MoGraph', 'Cloners & Effectors', 'Redshift Rendering', 'Materials', 'Lighting', 'Animation', 'Dynamics', 'Character Tools', 'Xpresso', 'Simulations', 'After Effects Integration'],
    phrases: ['Create motion graphics with MoGraph', 'Render faster with Redshift', 'Bring my C4D scene into After Effects', 'Animate with Cloners and Effectors', 'Light a product shot in Cinema 4D'],
  },
  {
    name: 'ZBrush',
    iconSlug: null,
    topics: ['Digital Sculpting', 'DynaMesh', 'ZRemesher', 'Subtools', 'Polypaint', 'Brushes & Alphas', 'Character Sculpting', 'Hard Surface Sculpting', 'Displacement Maps', 'Normal Map Baking', '3D Printing Export', 'Decimation Master'],
    phrases: ['Sculpt a character in ZBrush', 'Retopologize with ZRemesher', 'Export ZBrush details to Blender or Maya', 'Prepare a sculpt for 3D printing', 'Make custom ZBrush brushes'],
  },
  {
    name: 'AutoCAD',
    iconSlug: 'autocad',
    topics: ['2D Drafting', 'Layers', 'Blocks & Attributes', 'Dimensions & Annotation', 'Layouts & Viewports', 'Plotting & Printing', 'Xrefs', 'Dynamic Blocks', '3D Modeling', 'Templates & Standards', 'Hatching', 'AutoLISP'],
    phrases: ['Set up layouts and viewports in AutoCAD', 'Plot my drawing to scale', 'Create dynamic blocks', 'Fix Xref issues in my drawing', 'Speed up AutoCAD drafting with shortcuts'],
  },
  {
    name: 'SolidWorks',
    iconSlug: null,
    topics: ['Part Modeling', 'Sketch Constraints', 'Assemblies', 'Mates', 'Drawings', 'Sheet Metal', 'Weldments', 'Surface Modeling', 'Simulation (FEA)', 'Configurations', 'Design Tables', 'PDM', 'CSWA Preparation'],
    phrases: ['Fix an over-defined sketch in SolidWorks', 'Create an assembly with mates', 'Make a sheet metal part', 'Run a stress simulation', 'Prepare for the CSWA exam', 'Make engineering drawings from my part'],
  },
  {
    name: 'Fusion 360',
    iconSlug: null,
    topics: ['Parametric Modeling', 'Sketching', 'Timeline & History', 'Assemblies & Joints', 'Sheet Metal', 'Sculpt (T-Splines)', 'CAM & Toolpaths', 'Rendering', 'Simulation', 'Drawings', 'Generative Design', '3D Printing Export'],
    phrases: ['Design a part for 3D printing in Fusion 360', 'Generate CNC toolpaths', 'Fix a broken timeline', 'Add joints to my assembly', 'Learn parametric design'],
  },
  {
    name: 'SketchUp',
    iconSlug: 'sketchup',
    topics: ['3D Modeling', 'Components & Groups', 'Tags', 'Scenes', 'LayOut', 'Extensions', 'V-Ray Rendering', 'Materials', 'Interior Design', 'Architectural Modeling', 'Site Modeling', 'Import & Export'],
    phrases: ['Model my house in SketchUp', 'Create construction documents in LayOut', 'Render my SketchUp model with V-Ray', 'Organize my model with components and tags', 'Design a kitchen in SketchUp'],
  },
  {
    name: 'Revit',
    iconSlug: 'autodeskrevit',
    topics: ['BIM Modeling', 'Families', 'Views & Sheets', 'Schedules', 'Worksharing', 'Phasing', 'Design Options', 'MEP Modeling', 'Structural Modeling', 'Annotations', 'Templates', 'Dynamo', 'Clash Detection'],
    phrases: ['Create a custom Revit family', 'Set up worksharing for my team', 'Build schedules in Revit', 'Automate Revit with Dynamo', 'Prepare sheets for construction documents'],
  },
  // AI & Machine Learning
  {
    name: 'ChatGPT',
    iconSlug: null,
    topics: ['Prompt Writing', 'Custom GPTs', 'Custom Instructions', 'Data Analysis', 'Image Generation', 'Coding Help', 'Writing & Editing', 'Research', 'OpenAI API', 'Memory & Projects', 'Workflow Automation'],
    phrases: ['Write better prompts for ChatGPT', 'Build a custom GPT for my business', 'Use ChatGPT to analyze my spreadsheet', 'Use the OpenAI API in my app', 'Automate my writing with ChatGPT'],
  },
  {
    name: 'Claude',
    iconSlug: 'claude',
    topics: ['Prompt Writing', 'Projects', 'Artifacts', 'Long Document Analysis', 'Coding Assistance', 'Claude Code', 'Anthropic API', 'Tool Use', 'Writing & Editing', 'Research'],
    phrases: ['Use Claude to review my code', 'Analyze a long PDF with Claude', 'Set up Claude Code for my project', 'Call the Anthropic API from my app', 'Write better prompts for Claude'],
  },
  {
    name: 'Midjourney',
    iconSlug: null,
    topics: ['Prompt Crafting', 'Style References', 'Character References', 'Aspect Ratios', 'Upscaling', 'Variations', 'Inpainting & Vary Region', 'Parameters', 'Brand Imagery', 'Moodboards'],
    phrases: ['Write Midjourney prompts for my brand', 'Keep a consistent character in Midjourney', 'Get photorealistic images from Midjourney', 'Use style references', 'Create product mockups with AI'],
  },
  {
    name: 'TensorFlow',
    iconSlug: 'tensorflow',
    topics: ['Keras API', 'Neural Networks', 'CNNs', 'RNNs & LSTMs', 'Transfer Learning', 'Data Pipelines (tf.data)', 'Model Training', 'TensorBoard', 'TensorFlow Lite', 'TensorFlow.js', 'Model Serving', 'GPU Training'],
    phrases: ['Build an image classifier with TensorFlow', 'Fix my TensorFlow shape error', 'Deploy a model with TensorFlow Lite', 'Use transfer learning in Keras', 'Train faster on a GPU'],
  },
  {
    name: 'PyTorch',
    iconSlug: 'pytorch',
    topics: ['Tensors', 'Autograd', 'nn.Module', 'Training Loops', 'DataLoaders', 'CNNs', 'Transformers', 'Transfer Learning', 'GPU & CUDA', 'Distributed Training', 'TorchScript & Export', 'PyTorch Lightning'],
    phrases: ['Debug my PyTorch training loop', 'Fix a CUDA out-of-memory error', 'Fine-tune a pretrained model in PyTorch', 'Write a custom Dataset', 'Export my model to ONNX'],
  },
  {
    name: 'Hugging Face',
    iconSlug: 'huggingface',
    topics: ['Transformers Library', 'Model Hub', 'Datasets', 'Tokenizers', 'Fine-tuning', 'PEFT & LoRA', 'Inference Endpoints', 'Spaces', 'Diffusers', 'Pipelines', 'Evaluation'],
    phrases: ['Fine-tune a model from Hugging Face', 'Pick the right model on the Hub', 'Deploy a demo on Spaces', 'Use LoRA to fine-tune cheaply', 'Run a model locally with Transformers'],
  },
  {
    name: 'scikit-learn',
    iconSlug: 'scikitlearn',
    topics: ['Classification', 'Regression', 'Clustering', 'Pipelines', 'Preprocessing', 'Feature Selection', 'Cross-validation', 'Grid Search', 'Model Evaluation', 'Dimensionality Reduction', 'Ensemble Methods'],
    phrases: ['Build my first model with scikit-learn', 'Set up a preprocessing pipeline', 'Tune hyperparameters with GridSearchCV', 'Handle imbalanced classes', 'Pick the right evaluation metric'],
  },
  // AR/VR Development
  {
    name: 'Lens Studio',
    iconSlug: null,
    topics: ['Face Lenses', 'World Lenses', 'Face Tracking', 'Body Tracking', 'Segmentation', 'Materials & Shaders', 'Scripting', 'Visual Scripting', 'Particles', 'Lens Publishing', 'Spectacles'],
    phrases: ['Build my first Snapchat lens', 'Add face tracking effects', 'Publish my lens to Snapchat', 'Script interactions in Lens Studio', 'Create a branded AR filter'],
  },
  {
    name: 'Vuforia Engine',
    iconSlug: null,
    topics: ['Image Targets', 'Model Targets', 'Area Targets', 'Ground Plane', 'Unity Integration', 'Target Manager', 'Extended Tracking', 'Cloud Recognition', 'Industrial AR', 'Android & iOS Builds'],
    phrases: ['Track an image target with Vuforia', 'Set up Vuforia in Unity', 'Fix unstable tracking in my AR app', 'Use Model Targets for industrial AR'],
  },
  {
    name: 'ARKit',
    iconSlug: null,
    topics: ['World Tracking', 'Plane Detection', 'RealityKit', 'Reality Composer', 'Face Tracking', 'Body Tracking', 'Scene Reconstruction (LiDAR)', 'Anchors', 'People Occlusion', 'Swift Integration', 'visionOS'],
    phrases: ['Place 3D objects with ARKit', 'Use LiDAR scene reconstruction', 'Build an AR app with RealityKit', 'Port my AR app to Apple Vision Pro'],
  },
  {
    name: 'ARCore',
    iconSlug: null,
    topics: ['Motion Tracking', 'Plane Detection', 'Anchors', 'Cloud Anchors', 'Geospatial API', 'Depth API', 'Augmented Images', 'Augmented Faces', 'Light Estimation', 'Unity AR Foundation', 'Android Integration'],
    phrases: ['Build an Android AR app with ARCore', 'Share AR sessions with Cloud Anchors', 'Use the Geospatial API', 'Set up AR Foundation in Unity'],
  },
  // Audio Production
  {
    name: 'Audacity',
    iconSlug: 'audacity',
    topics: ['Recording', 'Noise Reduction', 'Editing & Splicing', 'Effects', 'Normalization & Loudness', 'Compression', 'EQ', 'Multitrack', 'Exporting', 'Macros', 'Plugins'],
    phrases: ['Remove background noise in Audacity', 'Edit my podcast in Audacity', 'Make my voice sound better', 'Export the right format and loudness', 'Record my voice cleanly'],
  },
  {
    name: 'Adobe Audition',
    iconSlug: null,
    topics: ['Multitrack Editing', 'Waveform Editing', 'Spectral Frequency Display', 'Noise Reduction', 'Essential Sound Panel', 'Remix', 'Loudness Matching', 'Effects Rack', 'Podcast Workflows', 'Premiere Pro Integration'],
    phrases: ['Clean up dialogue in Audition', 'Remove clicks with spectral editing', 'Master my podcast episode', 'Send audio between Premiere and Audition'],
  },
  {
    name: 'Pro Tools',
    iconSlug: 'protools',
    topics: ['Recording', 'Editing', 'Comping', 'Mixing', 'Automation', 'Routing & Buses', 'Elastic Audio', 'Beat Detective', 'MIDI', 'Plugins (AAX)', 'Post-production', 'Session Management'],
    phrases: ['Set up a recording session in Pro Tools', 'Comp vocal takes quickly', 'Mix a song in Pro Tools', 'Fix timing with Elastic Audio', 'Route buses and sends'],
  },
  {
    name: 'iZotope RX',
    iconSlug: null,
    topics: ['Dialogue Isolate', 'De-noise', 'De-click', 'De-hum', 'De-reverb', 'Spectral Repair', 'Mouth De-click', 'Music Rebalance', 'Loudness Control', 'Batch Processing'],
    phrases: ['Rescue noisy dialogue with RX', 'Remove room echo from a recording', 'Fix clipping and clicks', 'Separate vocals from music'],
  },
  // Cloud & DevOps
  {
    name: 'Docker',
    iconSlug: 'docker',
    topics: ['Dockerfiles', 'Images & Layers', 'Containers', 'Docker Compose', 'Volumes', 'Networking', 'Multi-stage Builds', 'Registries', 'Image Optimization', 'Docker Desktop', 'Security Scanning', 'Debugging Containers'],
    phrases: ['Dockerize my application', 'Shrink my Docker image size', 'Fix my Docker Compose networking', 'Persist data with volumes', 'Debug a container that keeps exiting'],
  },
  {
    name: 'Kubernetes',
    iconSlug: 'kubernetes',
    topics: ['Pods', 'Deployments', 'Services', 'Ingress', 'ConfigMaps & Secrets', 'Persistent Volumes', 'Helm Charts', 'Autoscaling', 'RBAC', 'Networking', 'Monitoring', 'Troubleshooting', 'Managed Kubernetes (EKS, GKE, AKS)'],
    phrases: ['Debug my CrashLoopBackOff pod', 'Deploy my app to Kubernetes', 'Write a Helm chart', 'Set up ingress with TLS', 'Autoscale my deployment', 'Prepare for the CKA exam'],
  },
  {
    name: 'AWS',
    iconSlug: null,
    topics: ['EC2', 'S3', 'Lambda', 'IAM', 'VPC Networking', 'RDS', 'DynamoDB', 'CloudFront', 'ECS & EKS', 'CloudFormation', 'CloudWatch', 'Route 53', 'Cost Optimization', 'Certifications'],
    phrases: ['Reduce my AWS bill', 'Host my website on AWS', 'Fix IAM permission denied errors', 'Deploy a Lambda function', 'Prepare for AWS Solutions Architect', 'Set up a VPC correctly'],
  },
  {
    name: 'Google Cloud',
    iconSlug: 'googlecloud',
    topics: ['Compute Engine', 'Cloud Run', 'GKE', 'Cloud Storage', 'BigQuery', 'Cloud SQL', 'Cloud Functions', 'IAM', 'VPC', 'Pub/Sub', 'Vertex AI', 'Billing & Cost Control'],
    phrases: ['Deploy my container to Cloud Run', 'Query data in BigQuery', 'Set up GKE for my app', 'Control my Google Cloud costs', 'Prepare for a Google Cloud certification'],
  },
  {
    name: 'Microsoft Azure',
    iconSlug: null,
    topics: ['Virtual Machines', 'App Service', 'Azure Functions', 'Azure AD (Entra ID)', 'Storage Accounts', 'Azure SQL', 'AKS', 'Azure DevOps', 'Networking', 'Azure OpenAI', 'ARM & Bicep', 'Cost Management'],
    phrases: ['Deploy my web app to Azure App Service', 'Set up Entra ID authentication', 'Prepare for AZ-900 or AZ-104', 'Build pipelines in Azure DevOps', 'Reduce my Azure costs'],
  },
  {
    name: 'Terraform',
    iconSlug: 'terraform',
    topics: ['HCL Syntax', 'Providers', 'Resources', 'Modules', 'State Management', 'Remote Backends', 'Variables & Outputs', 'Workspaces', 'Import', 'Plan & Apply', 'Terraform Cloud', 'Drift Detection'],
    phrases: ['Write Terraform for my AWS setup', 'Fix a Terraform state lock', 'Structure my Terraform modules', 'Import existing resources into Terraform', 'Manage multiple environments'],
  },
  {
    name: 'Jenkins',
    iconSlug: 'jenkins',
    topics: ['Pipelines', 'Jenkinsfile', 'Declarative Pipeline', 'Agents & Nodes', 'Plugins', 'Credentials', 'Shared Libraries', 'Build Triggers', 'Docker Integration', 'Blue Ocean', 'Security'],
    phrases: ['Write a Jenkinsfile for my project', 'Fix my failing Jenkins build', 'Set up Jenkins agents', 'Migrate from Jenkins to GitHub Actions'],
  },
  {
    name: 'GitHub Actions',
    iconSlug: 'githubactions',
    topics: ['Workflows', 'Triggers & Events', 'Jobs & Steps', 'Matrix Builds', 'Secrets', 'Caching', 'Artifacts', 'Reusable Workflows', 'Self-hosted Runners', 'Deployments', 'Custom Actions'],
    phrases: ['Set up CI with GitHub Actions', 'Fix my failing workflow', 'Speed up my CI with caching', 'Deploy automatically on push', 'Write a custom action'],
  },
  // Cybersecurity
  {
    name: 'Wireshark',
    iconSlug: 'wireshark',
    topics: ['Packet Capture', 'Display Filters', 'Capture Filters', 'TCP Analysis', 'HTTP & TLS', 'DNS Troubleshooting', 'Follow Streams', 'Statistics', 'VoIP Analysis', 'Network Forensics'],
    phrases: ['Analyze a packet capture with Wireshark', 'Find why my network is slow', 'Write Wireshark display filters', 'Decrypt TLS traffic for debugging'],
  },
  {
    name: 'Burp Suite',
    iconSlug: 'burpsuite',
    topics: ['Proxy', 'Repeater', 'Intruder', 'Scanner', 'Decoder', 'Comparer', 'Extensions', 'Authentication Testing', 'SQL Injection', 'XSS Testing', 'API Testing'],
    phrases: ['Test my web app with Burp Suite', 'Intercept traffic with Burp Proxy', 'Find XSS and SQL injection bugs', 'Get started with bug bounty hunting'],
  },
  {
    name: 'Nmap',
    iconSlug: null,
    topics: ['Host Discovery', 'Port Scanning', 'Service Detection', 'OS Detection', 'NSE Scripts', 'Timing & Performance', 'Firewall Evasion', 'Output Formats', 'Zenmap', 'Vulnerability Scanning'],
    phrases: ['Scan my network for open ports', 'Use Nmap scripts to find vulnerabilities', 'Understand my Nmap results', 'Audit my home network'],
  },
  {
    name: 'Kali Linux',
    iconSlug: 'kalilinux',
    topics: ['Installation', 'Metasploit', 'Nmap', 'Burp Suite', 'Aircrack-ng', 'John the Ripper', 'Hashcat', 'Privilege Escalation', 'Web App Testing', 'OSCP Preparation', 'Terminal Basics'],
    phrases: ['Set up Kali Linux in a VM', 'Prepare for the OSCP', 'Learn penetration testing with Kali', 'Practice on Hack The Box machines'],
  },
  // Data & Analytics
  {
    name: 'Tableau',
    iconSlug: null,
    topics: ['Data Connections', 'Calculated Fields', 'LOD Expressions', 'Table Calculations', 'Dashboards', 'Parameters', 'Filters & Actions', 'Maps', 'Tableau Prep', 'Tableau Server & Cloud', 'Performance', 'Storytelling'],
    phrases: ['Build a Tableau dashboard', 'Write LOD expressions', 'Speed up my slow workbook', 'Publish to Tableau Cloud', 'Prepare for Tableau certification'],
  },
  {
    name: 'Power BI',
    iconSlug: null,
    topics: ['Power Query', 'Data Modeling', 'DAX Measures', 'Relationships', 'Visuals', 'Dashboards', 'Row-Level Security', 'Power BI Service', 'Scheduled Refresh', 'Gateways', 'Paginated Reports', 'Performance Tuning'],
    phrases: ['Write a DAX measure', 'Fix relationships in my Power BI model', 'Set up scheduled refresh', 'Build a sales dashboard in Power BI', 'Prepare for PL-300'],
  },
  {
    name: 'Google Analytics',
    iconSlug: 'googleanalytics',
    topics: ['GA4 Setup', 'Events', 'Conversions & Key Events', 'Google Tag Manager', 'Explorations', 'Audiences', 'Attribution', 'Ecommerce Tracking', 'UTM Parameters', 'BigQuery Export', 'Reports'],
    phrases: ['Set up GA4 on my website', 'Track conversions correctly', 'Understand my GA4 reports', 'Track ecommerce purchases', 'Set up Google Tag Manager'],
  },
  {
    name: 'Jupyter Notebook',
    iconSlug: 'jupyter',
    topics: ['Notebook Basics', 'Kernels', 'Magic Commands', 'Data Exploration', 'Visualization', 'Widgets', 'JupyterLab', 'Google Colab', 'Virtual Environments', 'Exporting & Sharing', 'Extensions'],
    phrases: ['Set up Jupyter with my virtual environment', 'Fix my kernel that keeps dying', 'Share my notebook as a report', 'Use Colab with a GPU'],
  },
  {
    name: 'Looker Studio',
    iconSlug: null,
    topics: ['Data Sources', 'Connectors', 'Charts', 'Calculated Fields', 'Blending Data', 'Filters & Controls', 'Report Design', 'GA4 Reports', 'BigQuery Integration', 'Sharing & Scheduling'],
    phrases: ['Build a marketing dashboard in Looker Studio', 'Blend data from two sources', 'Connect GA4 to Looker Studio', 'Create calculated fields'],
  },
  {
    name: 'Pandas',
    iconSlug: 'pandas',
    topics: ['DataFrames', 'Reading CSV & Excel', 'Indexing & Selection', 'Data Cleaning', 'GroupBy', 'Merging & Joining', 'Pivot Tables', 'Time Series', 'Missing Data', 'Performance', 'Visualization'],
    phrases: ['Clean my data with Pandas', 'Merge two DataFrames correctly', 'Fix SettingWithCopyWarning', 'Group and aggregate my data', 'Speed up my slow Pandas code'],
  },
  // Database Tools
  {
    name: 'PostgreSQL',
    iconSlug: 'postgresql',
    topics: ['SQL Queries', 'Schema Design', 'Indexes', 'Query Optimization (EXPLAIN)', 'Joins', 'Transactions', 'JSONB', 'Window Functions', 'Backups', 'Replication', 'Extensions', 'Roles & Permissions'],
    phrases: ['Speed up my slow Postgres query', 'Design my database schema', 'Read an EXPLAIN ANALYZE plan', 'Set up Postgres backups', 'Use JSONB effectively'],
  },
  {
    name: 'MySQL',
    iconSlug: 'mysql',
    topics: ['SQL Queries', 'Schema Design', 'Indexes', 'Joins', 'Stored Procedures', 'Transactions', 'Replication', 'Backups', 'Performance Tuning', 'MySQL Workbench', 'User Management'],
    phrases: ['Optimize my MySQL queries', 'Fix a MySQL connection error', 'Set up MySQL replication', 'Back up and restore my database'],
  },
  {
    name: 'MongoDB',
    iconSlug: 'mongodb',
    topics: ['Documents & Collections', 'Schema Design', 'CRUD Operations', 'Indexes', 'Aggregation Pipeline', 'Mongoose', 'Atlas', 'Transactions', 'Replica Sets', 'Sharding', 'Performance'],
    phrases: ['Design my MongoDB schema', 'Write an aggregation pipeline', 'Speed up my MongoDB queries', 'Set up MongoDB Atlas', 'Fix my Mongoose model'],
  },
  {
    name: 'Firebase',
    iconSlug: 'firebase',
    topics: ['Authentication', 'Firestore', 'Realtime Database', 'Security Rules', 'Cloud Functions', 'Hosting', 'Cloud Storage', 'Cloud Messaging', 'Analytics', 'Emulator Suite', 'Remote Config'],
    phrases: ['Set up Firebase Authentication', 'Write Firestore security rules', 'Model my data in Firestore', 'Deploy Cloud Functions', 'Send push notifications with FCM'],
  },
  {
    name: 'Supabase',
    iconSlug: 'supabase',
    topics: ['Postgres Database', 'Authentication', 'Row Level Security', 'Storage', 'Edge Functions', 'Realtime', 'Database Migrations', 'Client Libraries', 'Vector Embeddings', 'Self-hosting'],
    phrases: ['Set up Supabase auth in my app', 'Write Row Level Security policies', 'Migrate from Firebase to Supabase', 'Store embeddings with pgvector'],
  },
  // Design Tools
  {
    name: 'Canva',
    iconSlug: null,
    topics: ['Templates', 'Brand Kit', 'Social Media Posts', 'Presentations', 'Video Editing', 'Magic Studio', 'Background Remover', 'Print Design', 'Team Collaboration', 'Content Planner', 'Resizing Designs'],
    phrases: ['Design social media posts in Canva', 'Set up my brand kit', 'Make a presentation in Canva', 'Resize designs for every platform', 'Use Canva AI tools'],
  },
  {
    name: 'Procreate',
    iconSlug: null,
    topics: ['Brushes', 'Brush Studio', 'Layers', 'Blend Modes', 'Selection & Transform', 'Color Palettes', 'Animation Assist', 'Drawing Guides', 'Text', 'Exporting', 'Lettering'],
    phrases: ['Make custom brushes in Procreate', 'Animate in Procreate', 'Do hand lettering on iPad', 'Improve my digital illustration'],
  },
  {
    name: 'CorelDRAW',
    iconSlug: 'coreldraw',
    topics: ['Vector Drawing', 'Shapes & Curves', 'Typography', 'Layout', 'Color Management', 'PowerTRACE', 'Print Preparation', 'Signage Design', 'Symbols', 'Export Formats'],
    phrases: ['Trace a logo with PowerTRACE', 'Prepare my CorelDRAW file for print', 'Design a banner in CorelDRAW', 'Convert CorelDRAW files for Illustrator'],
  },
  // Ecommerce & CMS
  {
    name: 'WordPress',
    iconSlug: 'wordpress',
    topics: ['Themes', 'Plugins', 'Gutenberg Editor', 'Page Builders', 'Custom Post Types', 'Speed Optimization', 'Security', 'Backups', 'Migrations', 'SEO Plugins', 'Multisite', 'Theme Development'],
    phrases: ['Fix my WordPress white screen', 'Speed up my WordPress site', 'Choose the right plugins', 'Migrate my WordPress site', 'Clean a hacked WordPress site', 'Build a custom theme'],
  },
  {
    name: 'Shopify',
    iconSlug: 'shopify',
    topics: ['Store Setup', 'Themes', 'Liquid', 'Products & Variants', 'Collections', 'Checkout', 'Payments', 'Shipping & Taxes', 'Apps', 'Shopify Markets', 'Analytics', 'Store SEO'],
    phrases: ['Launch my Shopify store', 'Customize my Shopify theme', 'Set up shipping rates', 'Improve my store conversion rate', 'Sell internationally with Shopify Markets'],
  },
  {
    name: 'WooCommerce',
    iconSlug: 'woocommerce',
    topics: ['Store Setup', 'Products & Variations', 'Payment Gateways', 'Shipping', 'Taxes', 'Subscriptions', 'Checkout Customization', 'Extensions', 'Performance', 'Order Management'],
    phrases: ['Set up WooCommerce payments', 'Customize my WooCommerce checkout', 'Speed up my WooCommerce store', 'Configure shipping zones'],
  },
  {
    name: 'Wix',
    iconSlug: 'wix',
    topics: ['Editor', 'Templates', 'Wix Studio', 'Velo Code', 'Wix Stores', 'Bookings', 'SEO', 'Forms', 'Blog', 'Mobile Optimization', 'Custom Domains'],
    phrases: ['Build my website on Wix', 'Improve my Wix site SEO', 'Add online booking to Wix', 'Customize Wix with Velo code'],
  },
  {
    name: 'Webflow',
    iconSlug: 'webflow',
    topics: ['Designer', 'Flexbox & Grid', 'Classes & Styles', 'CMS Collections', 'Interactions & Animations', 'Components', 'Responsive Design', 'Ecommerce', 'SEO Settings', 'Hosting', 'Custom Code'],
    phrases: ['Build my site in Webflow', 'Set up Webflow CMS collections', 'Add scroll animations in Webflow', 'Convert my Figma design to Webflow'],
  },
  // Email Marketing
  {
    name: 'Mailchimp',
    iconSlug: 'mailchimp',
    topics: ['Audience Management', 'Segments & Tags', 'Campaigns', 'Email Templates', 'Automations (Customer Journeys)', 'Signup Forms', 'A/B Testing', 'Reports', 'Integrations', 'Deliverability'],
    phrases: ['Set up my first Mailchimp campaign', 'Build a welcome automation', 'Segment my Mailchimp audience', 'Design an email template', 'Fix my low open rates'],
  },
  {
    name: 'Klaviyo',
    iconSlug: null,
    topics: ['Flows', 'Campaigns', 'Segmentation', 'Shopify Integration', 'Abandoned Cart', 'Signup Forms', 'SMS Marketing', 'Predictive Analytics', 'A/B Testing', 'Deliverability'],
    phrases: ['Build an abandoned cart flow in Klaviyo', 'Connect Klaviyo to Shopify', 'Segment customers by purchase behavior', 'Set up SMS marketing'],
  },
  {
    name: 'Brevo',
    iconSlug: 'brevo',
    topics: ['Email Campaigns', 'Transactional Email', 'Automations', 'Contacts & Lists', 'SMS Campaigns', 'Templates', 'Forms', 'CRM', 'API & SMTP', 'Deliverability'],
    phrases: ['Send transactional emails with Brevo', 'Set up Brevo automations', 'Migrate my list to Brevo', 'Configure SMTP for my app'],
  },
  {
    name: 'ActiveCampaign',
    iconSlug: null,
    topics: ['Automations', 'Email Campaigns', 'Lead Scoring', 'CRM & Deals', 'Segmentation', 'Forms', 'Site Tracking', 'Split Testing', 'Integrations', 'Reporting'],
    phrases: ['Build an automation in ActiveCampaign', 'Set up lead scoring', 'Track website visits in ActiveCampaign', 'Connect my CRM pipeline'],
  },
  // Finance & Accounting
  {
    name: 'QuickBooks',
    iconSlug: 'quickbooks',
    topics: ['Chart of Accounts', 'Invoicing', 'Bank Feeds', 'Reconciliation', 'Expenses', 'Bills & Payables', 'Payroll', 'Sales Tax', 'Reports', 'Inventory', 'Classes & Locations', 'Year-end Close'],
    phrases: ['Set up QuickBooks for my business', 'Reconcile my bank in QuickBooks', 'Fix my chart of accounts', 'Run payroll in QuickBooks', 'Understand my QuickBooks reports'],
  },
  {
    name: 'Xero',
    iconSlug: 'xero',
    topics: ['Chart of Accounts', 'Bank Reconciliation', 'Invoicing', 'Bills', 'Payroll', 'Expenses', 'Multi-currency', 'Tracking Categories', 'Reports', 'Integrations', 'VAT & GST Returns'],
    phrases: ['Set up Xero for my company', 'Reconcile bank transactions in Xero', 'File VAT returns from Xero', 'Migrate from QuickBooks to Xero'],
  },
  {
    name: 'TallyPrime',
    iconSlug: null,
    topics: ['Company Setup', 'Ledgers & Groups', 'Vouchers', 'GST', 'TDS', 'Inventory', 'Payroll', 'Bank Reconciliation', 'Reports', 'E-invoicing', 'E-way Bills'],
    phrases: ['File GST returns from TallyPrime', 'Create ledgers and vouchers in Tally', 'Generate e-invoices in Tally', 'Learn TallyPrime for accounting jobs'],
  },
  {
    name: 'Stripe',
    iconSlug: 'stripe',
    topics: ['Payments', 'Checkout', 'Payment Links', 'Subscriptions & Billing', 'Invoicing', 'Webhooks', 'Connect', 'Radar (Fraud)', 'Tax', 'Payouts', 'API Integration', 'Disputes'],
    phrases: ['Integrate Stripe Checkout in my app', 'Set up subscriptions with Stripe', 'Handle Stripe webhooks', 'Fight a chargeback', 'Build a marketplace with Stripe Connect'],
  },
  // Game Development
  {
    name: 'Unity',
    iconSlug: 'unity',
    topics: ['C# Scripting', 'GameObjects & Components', 'Physics', 'Animation & Animator', 'UI Toolkit', 'Prefabs', 'Shader Graph', 'Lighting', 'Input System', 'Multiplayer', 'Mobile Builds', 'Profiling', 'XR Development'],
    phrases: ['Fix my Unity player movement', 'Optimize my Unity game for mobile', 'Make a shader with Shader Graph', 'Add multiplayer to my Unity game', 'Build my game for Android and iOS'],
  },
  {
    name: 'Unreal Engine',
    iconSlug: 'unrealengine',
    topics: ['Blueprints', 'C++ Gameplay', 'Level Design', 'Materials', 'Lumen Lighting', 'Nanite', 'Niagara VFX', 'Animation Blueprints', 'Sequencer', 'Multiplayer Replication', 'Virtual Production', 'Packaging & Optimization'],
    phrases: ['Learn Unreal Engine Blueprints', 'Fix lighting with Lumen', 'Create VFX with Niagara', 'Make a cinematic with Sequencer', 'Replicate gameplay in multiplayer'],
  },
  {
    name: 'Godot',
    iconSlug: 'godotengine',
    topics: ['GDScript', 'Scenes & Nodes', 'Signals', '2D Games', '3D Games', 'Physics', 'Animation Player', 'Tilemaps', 'UI & Control Nodes', 'Shaders', 'Exporting'],
    phrases: ['Make my first game in Godot', 'Use signals correctly in Godot', 'Build a 2D platformer', 'Port my game from Unity to Godot'],
  },
  {
    name: 'Roblox Studio',
    iconSlug: 'robloxstudio',
    topics: ['Luau Scripting', 'Building & Terrain', 'Models & Assets', 'Game Passes', 'DataStores', 'Remote Events', 'UI Design', 'Animation', 'Monetization', 'Publishing'],
    phrases: ['Script my first Roblox game', 'Save player data with DataStores', 'Monetize my Roblox game', 'Fix my Remote Events'],
  },
  // Graphic & Motion Design
  {
    name: 'Photoshop',
    iconSlug: null,
    topics: ['Layers & Masks', 'Selections', 'Retouching', 'Adjustment Layers', 'Compositing', 'Generative Fill', 'Smart Objects', 'Brushes', 'Typography', 'Actions & Batch Processing', 'Color Grading', 'Export for Web & Print'],
    phrases: ['Remove a background in Photoshop', 'Retouch portraits professionally', 'Use Generative Fill', 'Create a photo composite', 'Learn Photoshop basics fast'],
  },
  {
    name: 'Illustrator',
    iconSlug: null,
    topics: ['Pen Tool', 'Shapes & Pathfinder', 'Typography', 'Logo Design', 'Image Trace', 'Gradients & Patterns', 'Artboards', 'Symbols', 'Brushes', 'Print Preparation', 'Icon Design', 'Exporting SVG'],
    phrases: ['Master the Pen Tool', 'Design a logo in Illustrator', 'Vectorize my sketch with Image Trace', 'Prepare my file for print', 'Export clean SVGs'],
  },
  {
    name: 'InDesign',
    iconSlug: null,
    topics: ['Page Layout', 'Master Pages', 'Paragraph & Character Styles', 'Grids', 'Text Frames', 'Tables', 'Long Documents', 'Interactive PDFs', 'Data Merge', 'Preflight & Packaging', 'EPUB Export'],
    phrases: ['Lay out my book in InDesign', 'Set up paragraph styles', 'Export a print-ready PDF', 'Create an interactive PDF', 'Design a magazine spread'],
  },
  {
    name: 'After Effects',
    iconSlug: null,
    topics: ['Keyframes & Graph Editor', 'Shape Layers', 'Masks & Track Mattes', 'Text Animation', 'Motion Tracking', 'Rotoscoping', 'Expressions', 'Effects & Presets', 'Compositing', '3D Layers & Cameras', 'Render Queue', 'Lottie Export'],
    phrases: ['Animate my logo in After Effects', 'Smooth my animation with the Graph Editor', 'Track text to moving footage', 'Write After Effects expressions', 'Speed up my renders'],
  },
  {
    name: 'Inkscape',
    iconSlug: 'inkscape',
    topics: ['Vector Drawing', 'Paths & Nodes', 'Shapes', 'Text on Path', 'Path Operations', 'Trace Bitmap', 'Gradients', 'Layers', 'Export SVG & PNG', 'Extensions'],
    phrases: ['Design a logo in Inkscape', 'Trace a bitmap to vector', 'Prepare SVGs for laser cutting', 'Switch from Illustrator to Inkscape'],
  },
] as const satisfies readonly SoftwareSeed[];
