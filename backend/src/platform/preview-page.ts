/** What a preview link that cannot be used says, as a page of its own (the shell is not loaded yet). */
const PAGES = {
  expired: {
    title: 'This preview link has expired.',
    text: 'Previews last a limited time. Nothing was changed in this browser: it loads the studio as everyone else does. Ask for a new link.',
  },
  forged: {
    title: 'This preview link is not valid.',
    text: 'It was not made by this studio, or it was changed on the way. Nothing was changed in this browser: it loads the studio as everyone else does.',
  },
} as const;

/** A static page (no script: the content security policy allows none inline). */
export function previewLinkPage(reason: keyof typeof PAGES): string {
  const { title, text } = PAGES[reason];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">',
    `<h1>${title}</h1>`,
    `<p>${text}</p>`,
    '<p><a href="/">Open the studio</a></p>',
    '</body>',
    '</html>',
  ].join('\n');
}
