/** The buyer's orders on their profile page: the menus link to it by this fragment (`/users/:name#orders`). */
export const ORDERS_SECTION_ID = 'orders';
