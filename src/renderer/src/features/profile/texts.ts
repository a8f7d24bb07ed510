/** The profile page's texts (buyer spec section 2, User profile page; the Orders section is in features/orders). */
export const LOADING = 'Loading...';
export const welcome = (name: string) => `Welcome! ${name}`;
export const PROFILE_INTRO = 'This is your curiosities profile.';
export const joinedOn = (date: string) => `Joined on ${date}`;
export const SIGN_IN_TO_SEE = 'Sign in to see your profile and your orders.';
export const SIGN_IN = 'Sign in';
