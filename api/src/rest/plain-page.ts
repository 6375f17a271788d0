/**
 * The frame of the plain pages /api answers a browser with (asking before signing out, a refused account link):
 * no script, no style, and no Referer sent on from their links.
 */

/** `title` and `main` are HTML: the caller escapes what they hold of the member's or the configuration's text. */
export function plainPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
