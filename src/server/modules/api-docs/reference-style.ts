/**
 * What the reference page changes of Swagger UI's look, so it passes axe (WCAG 2.1 AA): the method
 * labels, version badges, links and the Authorize button in colours of at least 4.5:1 against their
 * background (Swagger UI's own, #49cc90 under white text, give 2:1), and examples drawn at their full
 * height rather than in a box that scrolls, which a keyboard could not reach.
 */
export const REFERENCE_STYLE = `#reference .opblock.opblock-get .opblock-summary-method { background: #1a5fa8; }
#reference .opblock.opblock-post .opblock-summary-method { background: #0f7046; }
#reference .opblock.opblock-put .opblock-summary-method { background: #9a4f00; }
#reference .opblock.opblock-patch .opblock-summary-method { background: #0b6e60; }
#reference .opblock.opblock-delete .opblock-summary-method { background: #b3141a; }
#reference .opblock.opblock-head .opblock-summary-method { background: #6f2aa3; }
#reference .opblock.opblock-options .opblock-summary-method { background: #0d55a0; }
#reference .info .title small { background: #555b66; }
#reference .info .title small.version-stamp { background: #3f6e00; }
#reference .info a, #reference .info .url { color: #1a5fa8; }
#reference .btn.authorize { border-color: #0f7046; color: #0f7046; }
#reference .btn.authorize svg { color: #0f7046; fill: #0f7046; }
#reference .highlight-code > .microlight { max-height: none; overflow: visible; }
`;
