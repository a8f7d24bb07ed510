/**
 * A page the server rendered with its content (issue 25) carries the API answers it was rendered
 * from as JSON in one <script type="application/json"> of this id, by the page's query keys: the
 * client's queries start from them, so its first render is the server's markup.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
