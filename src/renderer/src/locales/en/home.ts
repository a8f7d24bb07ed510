/** The home page's texts (buyer spec sections 1 and 2): the English source catalogue. */
export default {
  'hero.title': 'What are you curious about today?',
  'hero.subtitle': 'Get your queries solved live by top-rated experts.',
  'search.placeholder': 'Curious about something? Ask away…',
  'search.skill': 'Skill',
  'search.allSkills': 'All skills',
  'trending': 'Trending:',
  'strip.software': 'Experts based on software',
  'strip.skill': 'Experts based on skills',
  'seeMore': 'See more',
  'seeMore.software': 'See more softwares',
  'seeMore.skill': 'See more skills',
  'soon.title': 'We are coming soon!!',
  'soon.signedOut': 'Sign Up early to get notified first when it is LIVE',
  'soon.signUp': 'Sign Up',
  'soon.signedIn': 'Congratulations! You are on the early list: we will notify you first when it is LIVE.',
  'soon.saveFailed': 'We could not save your place on the early list.',
} as const;
